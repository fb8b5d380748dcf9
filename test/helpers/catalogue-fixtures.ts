import type {
  Category,
  CategoryKey,
  IngredientLine,
  RecipeDetail,
  RecipeSummary,
} from '@shared/recipes'

/** A small catalogue shaped like the real one (types/recipes.ts), for the page tests. */
const CATEGORY_ROWS: [number, string, CategoryKey][] = [
  [1, '荤菜', 'meat'],
  [2, '素菜', 'vegetable'],
  [3, '水产', 'aquatic'],
  [4, '早餐', 'breakfast'],
  [5, '主食', 'staple'],
  [6, '汤', 'soup'],
  [7, '甜品', 'dessert'],
  [8, '饮品', 'drink'],
  [9, '调料', 'condiment'],
  [10, '半成品加工', 'semi-finished'],
]

const TITLES: Record<number, string[]> = {
  1: ['红烧肉', '可乐鸡翅', '宫保鸡丁', '回锅肉', '糖醋排骨', '鱼香肉丝', '红烧牛肉', '小炒黄牛肉'],
  2: ['西红柿炒鸡蛋', '酸辣土豆丝', '地三鲜', '蒜蓉西兰花', '麻婆豆腐'],
  3: ['清蒸鲈鱼', '油焖大虾'],
  4: ['鸡蛋灌饼'],
  5: ['蛋炒饭', '葱油拌面'],
  6: ['紫菜蛋花汤', '番茄牛腩汤'],
  7: [],
  8: ['酸梅汤'],
  9: ['油泼辣子'],
  10: ['速冻水饺'],
}

export const ROLE_OF: Record<number, 'meat' | 'vegetable' | 'staple' | 'soup' | 'other'> = {
  1: 'meat',
  2: 'vegetable',
  3: 'meat',
  5: 'staple',
  6: 'soup',
}

export const RECIPES: RecipeSummary[] = []
for (const [categoryId, name, icon] of CATEGORY_ROWS) {
  for (const title of TITLES[categoryId]) {
    const id = RECIPES.length + 1
    RECIPES.push({
      id,
      title,
      cover: id % 3 === 0 ? `https://media.example.invalid/${id}.jpg` : null,
      category: { id: categoryId, name, icon },
      difficulty: (id % 5) + 1,
      totalMinutes: id % 4 === 0 ? null : 10 + id * 5,
      rating: id % 2 === 0 ? 4.5 : 0,
      favoriteCount: 100 - id,
    })
  }
}

export const CATEGORIES: Category[] = CATEGORY_ROWS.map(([id, name, icon]) => ({
  id,
  name,
  icon,
  count: TITLES[id].length,
}))

/** 红烧肉 (id 1): two servings, amounts that scale, a step with a timer. */
export function detailOf(summary: RecipeSummary, servings?: number): RecipeDetail {
  const base = 2
  const wanted = servings ?? base
  const scale = (quantity: number) => Math.round(((quantity * wanted) / base) * 100) / 100
  return {
    ...summary,
    description: `${summary.title}是一道家常菜，软糯香甜。`,
    servings: wanted,
    baseServings: base,
    images: [],
    ingredients: [
      ingredient('五花肉', 500, 'g', scale),
      ingredient('冰糖', 15, 'g', scale),
      ingredient('生抽', 1.5, '勺', scale),
      { ...ingredient('淀粉', null, null, scale), alias: '生粉' },
      { ...ingredient('盐', null, null, scale), note: '少许' },
    ],
    steps: [
      {
        text: '五花肉切成 2 厘米见方的块，冷水下锅焯水。',
        image: null,
        timerSeconds: null,
        amounts: [],
      },
      { text: '锅中放少许油，小火炒糖色至枣红色。', image: null, timerSeconds: null, amounts: [] },
      {
        text: '放入肉块翻炒上色，加开水没过肉，焖煮 3 分钟。',
        image: null,
        timerSeconds: 180,
        amounts: [],
      },
      { text: '大火收汁，撒葱花出锅。', image: null, timerSeconds: null, amounts: [] },
    ],
    tips: '炒糖色时火一定要小。',
    prepMinutes: 5,
    cookMinutes: 10,
    waitMinutes: 30,
    favoriteId: null,
  }
}

/** Pinyin initials of the fixture titles the search tests use. */
export const INITIALS: Record<string, string> = {
  红烧肉: 'hsr',
  红烧牛肉: 'hsnr',
  西红柿炒鸡蛋: 'xhscjd',
  鸡蛋灌饼: 'jdgb',
}

/** A fixture ingredient line at the servings `scale` rescales to (base amounts unrounded). */
function ingredient(
  name: string,
  base: number | null,
  unit: string | null,
  scale: (quantity: number) => number,
): IngredientLine {
  return {
    name,
    quantity: base === null ? null : scale(base),
    quantityLow: null,
    unit,
    note: null,
    optional: false,
    roundUp: false,
    baseQuantity: base,
    baseQuantityLow: null,
    alias: null,
  }
}
