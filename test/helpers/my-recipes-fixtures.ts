import type { OwnRecipeDetail, OwnRecipeSummary, RecipeImportDraft } from '@shared/my-recipes'
import { CATEGORIES, RECIPES, detailOf } from './catalogue-fixtures'
import { mei } from './fixtures'

const cat = (id: number) => {
  const { name, icon } = CATEGORIES[id - 1]!
  return { id, name, icon }
}

/** A row of GET /recipes/mine: Mei's own unless `owner` says another member wrote it. */
export function ownSummary(
  id: number,
  title: string,
  changes: Partial<OwnRecipeSummary> = {},
): OwnRecipeSummary {
  return {
    id,
    title,
    cover: null,
    category: cat(2),
    difficulty: 2,
    totalMinutes: 25,
    rating: 0,
    favoriteCount: 0,
    source: 'own',
    owner: { id: mei.id, nickname: mei.nickname },
    visibility: 'private',
    updatedAt: 1_764_000_000_000,
    ...changes,
  }
}

/** GET /recipes/{id} of Mei's own 外婆红烧肉 (id 501), shared with her kitchen. */
export function ownDetail(changes: Partial<OwnRecipeDetail> = {}): OwnRecipeDetail {
  return {
    ...detailOf({ ...RECIPES[0]!, id: 501, title: '外婆红烧肉' }),
    source: 'own',
    owner: { id: mei.id, nickname: mei.nickname },
    visibility: 'kitchen',
    sourceUrl: null,
    ...changes,
  }
}

/** What POST /recipes/import answers for a page of 番茄炒蛋. */
export const IMPORTED: RecipeImportDraft = {
  title: '番茄炒蛋',
  categoryId: 2,
  description: '家常快手菜',
  servings: 2,
  difficulty: 1,
  totalMinutes: 15,
  cover: null,
  ingredients: [
    { name: '鸡蛋', quantity: 3, unit: '个', note: null },
    { name: '番茄', quantity: 2, unit: '个', note: null },
    { name: '盐', quantity: null, unit: null, note: '适量' },
  ],
  steps: [
    { text: '鸡蛋打散，炒熟盛出。', image: null, timerSeconds: null },
    { text: '番茄炒软，倒回鸡蛋，焖 2 分钟。', image: null, timerSeconds: 120 },
  ],
  visibility: 'private',
  sourceUrl: 'https://recipes.example.com/fanqie-chao-dan',
  skipped: ['广告：点击关注'],
}
