import type { Paged } from '../../../types/api'
import type {
  OwnRecipeDetail,
  OwnRecipeSummary,
  RecipeImportDraft,
  RecipeRestoreAnswer,
} from '../../../types/my-recipes'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { caller, person, SETUP_MS, type Person } from '../records-support'
import { draft } from './support'

let t: AuthTestApp
let cook: Person
let other: Person

beforeAll(async () => {
  t = await makeAuthApp()
  cook = await person(t, 'Cook')
  other = await person(t, 'Other')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const importText = (text: string, language?: string) =>
  caller(t, cook.auth.token, language).post<RecipeImportDraft>('/api/recipes/import', { text })

test('pasted Chinese text: 用料 and 做法 sections, bullets, numbered steps in their forms', async () => {
  const answer = await importText(
    [
      '番茄炒蛋',
      '家常快手菜，3人份',
      '用料：',
      '- 番茄 2个',
      '• 鸡蛋 3个',
      '3 个 土豆',
      '2 cups 面粉',
      '盐 适量',
      '做法：',
      '1. 番茄切块，鸡蛋打散。',
      '2、热锅下油，炒鸡蛋，',
      '盛出备用。',
      '③ 下番茄炒 3 分钟，倒回鸡蛋。',
    ].join('\n'),
  )
  expect(answer).toMatchObject({ status: 200, code: 0 })
  expect(answer.content).toMatchObject({
    title: '番茄炒蛋',
    description: '家常快手菜，3人份',
    servings: 3,
    visibility: 'private',
    skipped: [],
  })
  expect(answer.content.ingredients).toEqual([
    { name: '番茄', quantity: 2, unit: '个', note: null },
    { name: '鸡蛋', quantity: 3, unit: '个', note: null },
    // The amount first, as English writes it, yet Chinese: the catalogue's parser reads it.
    { name: '土豆', quantity: 3, unit: '个', note: null },
    { name: '面粉', quantity: 2, unit: 'cups', note: null },
    { name: '盐', quantity: null, unit: null, note: '适量' },
  ])
  expect(answer.content.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
    ['番茄切块，鸡蛋打散。', null],
    ['热锅下油，炒鸡蛋， 盛出备用。', null],
    ['下番茄炒 3 分钟，倒回鸡蛋。', 180],
  ])
})

test('pasted English text: Ingredients and Method headings, "Step 1" steps', async () => {
  const answer = await importText(
    'Pancakes\nServes 4\n\nIngredients\n* 2 cups flour\n* 2 eggs\n* 1 1/2 cups milk, warm\n\nMethod\nStep 1 Whisk everything together, rest for half an hour.\nStep 2 Fry a ladleful for 1½ minutes a side.',
  )
  expect(answer.content).toMatchObject({ title: 'Pancakes', servings: 4 })
  expect(answer.content.ingredients).toEqual([
    { name: 'flour', quantity: 2, unit: 'cups', note: null },
    { name: 'eggs', quantity: 2, unit: null, note: null },
    { name: 'milk', quantity: 1.5, unit: 'cups', note: 'warm' },
  ])
  expect(answer.content.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
    ['Whisk everything together, rest for half an hour.', 1800],
    ['Fry a ladleful for 1½ minutes a side.', 90],
  ])
})

test('text with nothing to cook is a clear 422 in the caller’s language', async () => {
  const en = await importText('Hello there, how are you?', 'en')
  const zh = await importText('你好', 'zh-CN')
  expect(en).toMatchObject({ status: 422, code: 42277 })
  expect(en.msg).toMatch(/ingredients or steps/)
  expect(zh.msg).toMatch(/用料或步骤/)
  // One of url, text or recipes, exactly.
  expect(await cook.api.post('/api/recipes/import', {})).toMatchObject({ status: 400 })
  expect(await cook.api.post('/api/recipes/import', { text: 'a', url: 'http://x' })).toMatchObject({
    status: 400,
  })
})

test('export is schema.org Recipe JSON; restoring it gives back the same recipes as one’s own', async () => {
  const made = (
    await cook.api.post<OwnRecipeDetail>(
      '/api/recipes',
      draft({ title: '导出测试', categoryId: 6, difficulty: 2, visibility: 'kitchen' }),
    )
  ).content
  const exported = await cook.api.get<Record<string, unknown>[]>('/api/recipes/export')
  expect(exported.status).toBe(200)
  expect(exported.content).toHaveLength(1)
  const recipe = exported.content[0] as Record<string, unknown>
  expect(recipe).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: '导出测试',
    recipeYield: '2',
    totalTime: 'PT90M',
    recipeCategory: '汤',
    recipeIngredient: ['五花肉 500g', '冰糖 30g', '盐 适量', '八角 可选'],
  })
  expect(recipe.recipeInstructions).toHaveLength(3)
  // Someone else restores the file: private recipes of theirs, the same dish.
  const restored = await other.api.post<RecipeRestoreAnswer>('/api/recipes/import', {
    recipes: exported.content,
  })
  expect(restored).toMatchObject({ status: 200, code: 0 })
  expect(restored.content.created).toHaveLength(1)
  const created = restored.content.created[0] as OwnRecipeSummary
  expect(created).toMatchObject({
    title: '导出测试',
    source: 'import',
    visibility: 'private',
    owner: { id: other.id },
  })
  const copy = (await other.api.get<OwnRecipeDetail>(`/api/recipes/${created.id}`)).content
  const shape = (d: OwnRecipeDetail) => ({
    title: d.title,
    category: d.category.id,
    difficulty: d.difficulty,
    servings: d.servings,
    totalMinutes: d.totalMinutes,
    ingredients: d.ingredients.map((i) => [i.name, i.quantity, i.unit, i.note, i.optional]),
    steps: d.steps.map((s) => [s.text, s.timerSeconds]),
  })
  expect(shape(copy)).toEqual(shape(made))
  // A plain schema.org Recipe from elsewhere restores too; a broken one refuses the whole file.
  const mine = async () =>
    (await other.api.get<Paged<OwnRecipeSummary>>('/api/recipes/mine')).content.total
  const before = await mine()
  const broken = await other.api.post('/api/recipes/import', {
    recipes: [
      {
        '@type': 'Recipe',
        name: 'Soup',
        recipeIngredient: ['1 l water'],
        recipeInstructions: 'Boil.',
      },
      { '@type': 'Recipe', name: 'Nothing' },
    ],
  })
  expect(broken).toMatchObject({ status: 422, code: 42278 })
  expect(broken.msg).toContain('2')
  expect(await mine()).toBe(before)
  const plain = await other.api.post<RecipeRestoreAnswer>('/api/recipes/import', {
    recipes: [
      {
        '@type': 'Recipe',
        name: 'Soup',
        recipeIngredient: ['1 l water'],
        recipeInstructions: 'Boil.',
      },
    ],
  })
  expect(plain.content.created.map((c) => c.title)).toEqual(['Soup'])
})
