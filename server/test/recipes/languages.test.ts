import type { Paged } from '../../../types/api'
import type {
  Category,
  RecipeDetail,
  RecipeStep,
  RecipeSummary,
  SearchPage,
} from '../../../types/recipes'
import { amountRow, amountSentence, looseOf } from '../../../types/words/amount-words'
import type { Noun } from '../../../types/words/noun'
import { translatedTitles } from '../../src/i18n/catalogue/dish-texts'
import { localeWords } from '../../src/i18n/catalogue/glossary'
import { toTaiwanese } from '../../src/i18n/catalogue/zh-hant'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

/** SPEC §8.4: every answer about a dish speaks the reader's language. */
let t: CatalogueApp
const idOf = new Map<string, number>()

beforeAll(async () => {
  t = await makeCatalogueApp()
  const rows = await t.app.db.selectFrom('recipes').select(['id', 'title']).execute()
  for (const row of rows) idOf.set(row.title, Number(row.id))
})
afterAll(async () => {
  await t.close()
})

const dish = (title: string, language: string, servings?: number) =>
  getContent<RecipeDetail>(
    t,
    `/api/recipes/${idOf.get(title)}${servings ? `?servings=${servings}` : ''}`,
    language,
  )

/** An ingredient line as the app phrases it for a list and inside a sentence. */
function phrased(language: 'en' | 'es' | 'fr', detail: RecipeDetail, name: string) {
  const line = detail.ingredients.find((l) => l.noun?.one === name || l.name === name)
  if (!line) throw new Error(`${name} not in ${detail.titleZh}`)
  const parts = { quantity: line.quantity, unit: line.unit, loose: looseOf(line.note) }
  const noun: Noun | string = line.noun ?? line.name
  const row = amountRow(localeWords(language), noun, parts)
  return {
    row: `${row.name} | ${row.amount}`,
    sentence: amountSentence(localeWords(language), noun, parts),
  }
}

describe('zh-Hant: the texts the import converted and stored', () => {
  test('咖喱炒蟹: Traditional title, 水產, steps and ingredients', async () => {
    const hans = await dish('咖喱炒蟹', 'zh-Hans')
    const hant = await dish('咖喱炒蟹', 'zh-Hant')
    expect(hans.category.name).toBe('水产')
    expect(hant.category.name).toBe('水產')
    expect(hant.title).toBe(toTaiwanese('咖喱炒蟹'))
    expect(hant.title).not.toBe(hans.title)
    expect(hant.titleZh).toBeUndefined()
    expect(hant.steps.map((s) => s.text)).toEqual(hans.steps.map((s) => toTaiwanese(s.text)))
    expect(hant.ingredients.map((l) => l.name)).toEqual(
      hans.ingredients.map((l) => toTaiwanese(l.name)),
    )
    // Units stay the catalogue's keys: the app scales and phrases them (units-zh-hant.ts).
    expect(hant.ingredients.map((l) => l.unit)).toEqual(hans.ingredients.map((l) => l.unit))
    expect(hant.untranslated).toBeUndefined()
  })

  test('the measure word 只 after a number is stored as 隻; 只 meaning "only" stays', async () => {
    const rows = await t.app.db
      .selectFrom('recipes')
      .select(['description_hant', 'tips_hant', 'ingredients_hant', 'steps_hant'])
      .execute()
    const all = rows.map((r) => Object.values(r).join('\n')).join('\n')
    expect(all.match(/[0-9]\s?只/g) ?? []).toEqual([])
    expect(all).toMatch(/20 隻餃子/)
    expect(all).toMatch(/只需/)
  })

  test('lists, categories and search give the Traditional title and category', async () => {
    const id = idOf.get('咖喱炒蟹')
    const page = await getContent<Paged<RecipeSummary>>(
      t,
      '/api/recipes?categoryId=3&pageSize=50',
      'zh-Hant',
    )
    const summary = page.list.find((r) => r.id === id)
    expect(summary).toMatchObject({ title: toTaiwanese('咖喱炒蟹'), category: { name: '水產' } })
    const categories = await getContent<Category[]>(t, '/api/categories', 'zh-Hant')
    expect(categories.find((c) => c.id === 3)?.name).toBe('水產')
    const hits = await getContent<SearchPage>(t, `/api/search/dishes?q=咖喱炒蟹`, 'zh-Hant')
    expect(hits.list[0]).toMatchObject({ id, title: toTaiwanese('咖喱炒蟹') })
    expect(hits.list[0]?.highlight.text).toBe(hits.list[0]?.title)
  })

  test('a step whose food word changes length keeps its amounts on their numbers', async () => {
    const rows = await t.app.db.selectFrom('recipes').select(['steps_hant', 'title']).execute()
    let moved = 0
    for (const row of rows) {
      const steps = JSON.parse(row.steps_hant) as RecipeStep[]
      for (const step of steps) {
        for (const amount of step.amounts) {
          expect(step.text.slice(amount.start, amount.end)).toMatch(
            /[\d零一二两兩三四五六七八九十半.～~-]/,
          )
        }
        if (step.amounts.length > 0 && /馬鈴薯|番茄|高麗菜/.test(step.text)) moved++
      }
    }
    expect(rows.every((row) => row.steps_hant !== '')).toBe(true)
    expect(moved).toBeGreaterThan(0)
  })
})

describe('en, es, fr: the glossary, the Chinese title beside it', () => {
  test('西红柿炒鸡蛋 in English: title, titleZh, category, eggs, English steps', async () => {
    const en = await dish('西红柿炒鸡蛋', 'en')
    expect(en).toMatchObject({
      title: 'Stir-fried tomato and egg',
      titleZh: '西红柿炒鸡蛋',
      category: { name: expect.not.stringMatching(/\p{Script=Han}/u) },
    })
    expect(en.untranslated).toBeUndefined()
    expect(en.steps.map((s) => s.text).join(' ')).not.toMatch(/\p{Script=Han}/u)
    expect(en.description).not.toMatch(/\p{Script=Han}/u)
    const eggs = phrased('en', en, 'egg')
    expect(eggs.row).toMatch(/^Eggs \| \d+$/)
    expect(eggs.sentence).toMatch(/^\d+ eggs$/)
    // One serving: one egg, singular.
    const one = await dish('西红柿炒鸡蛋', 'en', 1)
    expect(phrased('en', one, 'egg').sentence).toMatch(/^(1 egg|\d+ eggs)$/)
  })

  test('es and fr ingredient lines read as a cook writes them', async () => {
    const title = [...idOf.keys()].find((title) => title === '洋葱炒鸡蛋') ?? '西红柿炒鸡蛋'
    const es = await dish(title, 'es')
    const fr = await dish(title, 'fr')
    expect(es.title).not.toMatch(/\p{Script=Han}/u)
    expect(fr.title).toBe(title === '西红柿炒鸡蛋' ? 'Œufs brouillés à la tomate' : fr.title)
    expect(phrased('es', es, 'huevo').sentence).toMatch(/^\d+ huevos?$/)
    expect(phrased('fr', fr, 'œuf').sentence).toMatch(/^\d+ œufs?$/)
    expect(es.ingredients.every((l) => l.noun !== undefined)).toBe(true)
  })

  test('garlic cloves and an onion, in French and Spanish', async () => {
    const rows = await t.app.db
      .selectFrom('recipes')
      .select(['title', 'ingredients_json'])
      .execute()
    type Tuple = [string, unknown, number | null, unknown, string | null]
    const having = (test: (line: Tuple) => boolean) =>
      rows.find((row) => (JSON.parse(row.ingredients_json) as Tuple[]).some(test))?.title as string
    const garlic = having(([name, , q, , unit]) => name === '蒜' && unit === '瓣' && (q ?? 0) > 1)
    const onion = having(([name, , q, , unit]) => name === '洋葱' && q === 1 && unit === '个')
    expect(phrased('fr', await dish(garlic, 'fr'), 'ail').sentence).toMatch(/^\d+ gousses d'ail$/)
    expect(phrased('es', await dish(garlic, 'es'), 'ajo').sentence).toMatch(/^\d+ dientes de ajo$/)
    expect(phrased('es', await dish(onion, 'es'), 'cebolla').sentence).toBe('1 cebolla')
    expect(phrased('fr', await dish(onion, 'fr'), 'oignon').row).toBe('Oignon | 1')
  })

  test('a dish without steps in the reader’s language: Chinese steps, said so', async () => {
    // Every dish with steps has English ones; Spanish has none yet.
    const translated = new Set(translatedTitles('es'))
    const rows = await t.app.db.selectFrom('recipes').select(['title', 'steps_json']).execute()
    const title = rows.find((r) => !translated.has(r.title) && r.steps_json.length > 50)?.title
    expect(title).toBeDefined()
    const es = await dish(title as string, 'es')
    const zh = await dish(title as string, 'zh-Hans')
    expect(es.untranslated).toBe(true)
    expect(es.steps.map((s) => s.text)).toEqual(zh.steps.map((s) => s.text))
    expect(es.title).not.toMatch(/\p{Script=Han}/u)
    expect(es.titleZh).toBe(title)
    expect(zh.untranslated).toBeUndefined()
    const en = await dish(title as string, 'en')
    expect(en.untranslated).toBeUndefined()
    expect(en.steps.map((s) => s.text).join(' ')).not.toMatch(/\p{Script=Han}/u)
  })

  test('notes and tips in the reader’s words; a note not known yet stays Chinese, said so', async () => {
    const rows = await t.app.db
      .selectFrom('recipes')
      .select(['title', 'ingredients_json'])
      .execute()
    const noted = (note: string) =>
      rows.find((row) =>
        (JSON.parse(row.ingredients_json) as unknown[][]).some((l) => l[5] === note),
      )?.title as string
    const cut = await dish(noted('切段'), 'en')
    expect(cut.ingredients.map((l) => l.note)).toContain('Cut into lengths')
    const french = await dish(noted('约 20g'), 'fr')
    expect(french.ingredients.map((l) => l.note)).toContain('Environ 20 g')
    const brand = await dish(noted('推荐惠宜'), 'es')
    expect(brand.ingredients.map((l) => l.note)).toContain('推荐惠宜')
    expect(brand.notesUntranslated).toBe(true)
    expect((await dish(noted('推荐惠宜'), 'zh-Hans')).notesUntranslated).toBeUndefined()
    const fish = await dish('红烧鱼头', 'en')
    expect(fish.tips).toMatch(/^Note: fish heads at the market/)
    expect(fish.tipsUntranslated).toBeUndefined()
    expect((await dish('红烧鱼头', 'fr')).tips).toMatch(/^Remarque : au marché/)
  })

  test('lists, search and today-eat carry the reader title; kept answers per locale', async () => {
    const url = '/api/recipes?sort=newest&pageSize=10'
    const hans = await getContent<Paged<RecipeSummary>>(t, url, 'zh-Hans')
    const en = await getContent<Paged<RecipeSummary>>(t, url, 'en')
    const again = await getContent<Paged<RecipeSummary>>(t, url, 'zh-Hans')
    expect(again).toEqual(hans)
    expect(hans.list[0]?.titleZh).toBeUndefined()
    expect(en.list.map((r) => r.titleZh)).toEqual(hans.list.map((r) => r.title))
    expect(en.list.every((r) => !/\p{Script=Han}/u.test(r.title + r.category.name))).toBe(true)
    const hits = await getContent<SearchPage>(t, '/api/search/dishes?q=西红柿炒鸡蛋', 'en')
    const hit = hits.list.find((h) => h.titleZh === '西红柿炒鸡蛋')
    expect(hit?.title).toBe('Stir-fried tomato and egg')
    // Matched in the Chinese title: the highlight keeps it (shown as "matched by").
    expect(hit?.highlight.text).toBe('西红柿炒鸡蛋')
    const hansHits = await getContent<SearchPage>(t, '/api/search/dishes?q=西红柿炒鸡蛋', 'zh-Hans')
    expect(hansHits.list[0]?.title).toBe('西红柿炒鸡蛋')
    const menu = await getContent<{ dishes: RecipeSummary[] }>(t, '/api/today-eat?people=2', 'fr')
    expect(menu.dishes.length).toBeGreaterThan(0)
    expect(menu.dishes.every((d) => d.titleZh !== undefined)).toBe(true)
  })
})
