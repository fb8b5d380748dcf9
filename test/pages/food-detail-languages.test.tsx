import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import type { Locale } from '@shared/api'
import type { IngredientLine, RecipeDetail } from '@shared/recipes'
import FoodDetailPage from '@/pages/food/detail'
import { useSettingsStore } from '@/stores/settings-store'
import { nounIn } from '../../server/src/i18n/catalogue/glossary'
import { ok, startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { $, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'

/** The dish page for a reader of English, French or Traditional Chinese (SPEC §8.4). */
let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

function line(locale: Locale, zh: string, quantity: number | null, unit: string | null) {
  const noun = nounIn(locale, zh)
  const base: IngredientLine = {
    name: typeof noun === 'string' ? noun : noun.one,
    quantity,
    quantityLow: null,
    unit,
    note: quantity === null ? '适量' : null,
    optional: false,
    roundUp: unit === '个',
    baseQuantity: quantity,
    baseQuantityLow: null,
    alias: null,
  }
  return typeof noun === 'string' ? base : { ...base, noun }
}

/** 西红柿炒鸡蛋 as the server answers an English or French reader (its steps left in Chinese). */
function answerFor(locale: 'en' | 'fr'): RecipeDetail {
  const zh = detailOf(RECIPES[0]!)
  return {
    ...zh,
    title: locale === 'en' ? 'Stir-fried tomato and egg' : 'Œufs brouillés à la tomate',
    titleZh: '西红柿炒鸡蛋',
    category: { ...zh.category, name: locale === 'en' ? 'Vegetable dishes' : 'Légumes' },
    ingredients: [
      line(locale, '鸡蛋', 2, '个'),
      {
        ...line(locale, '西红柿', 1, '个'),
        note: locale === 'en' ? 'Cut into chunks' : 'En morceaux',
      },
      { ...line(locale, '蒜', 3, '瓣'), note: '推荐惠宜' },
      line(locale, '盐', null, null),
    ],
    untranslated: true,
    tipsUntranslated: true,
    notesUntranslated: true,
  }
}

beforeAll(async () => {
  api = await startCatalogueApi()
  api.override((req, res, url) => {
    if (url.pathname !== '/api/recipes/1') return false
    const language = String(req.headers['accept-language'])
    if (language !== 'en' && language !== 'fr') return false
    ok(res, answerFor(language))
    return true
  })
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  api.received.length = 0
})
afterEach(() => {
  utils?.unmout()
  useSettingsStore.getState().setLocale('zh-Hans')
})

async function mountDetail() {
  onRoute('/pages/food/detail', { id: '1' })
  utils = await mountPage(FoodDetailPage)
  await waitFor(() => $('.recipe-hero__title'))
}

test('English: the title with the Chinese beside it, eggs counted, the untranslated note', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountDetail()
  expect(api.received[0]?.headers['accept-language']).toBe('en')
  expect($('.recipe-hero__title')?.textContent).toBe('Stir-fried tomato and egg')
  expect($('.recipe-hero__title-zh')?.textContent).toBe('西红柿炒鸡蛋')
  expect($('.recipe-detail__untranslated')?.textContent).toBe(
    'These steps are not translated yet; they are shown in Chinese.',
  )
  expect(texts('.ingredient__name > :first-child')).toEqual(['Eggs', 'Tomato', 'Garlic', 'Salt'])
  expect(texts('.ingredient__amount')).toEqual(['2', '1', '3 cloves', 'as needed'])
  // A note translated reads so; one not yet stays Chinese, said under the heading.
  expect(texts('.ingredient__note')).toEqual(['Cut into chunks', '推荐惠宜'])
  expect(texts('.recipe-detail__untranslated--inline')).toEqual([
    'Some ingredient notes are not translated yet; they are shown in Chinese.',
    'The tips are not translated yet; they are shown in Chinese.',
  ])
  // Fewer servings rescale at once, and the food agrees with its number.
  utils.act(() => $('.ingredient-list .stepper__button--minus')!.click())
  expect(texts('.ingredient__name > :first-child')[0]).toBe('Egg')
  expect(texts('.ingredient__amount').slice(0, 3)).toEqual(['1', '1', '2 cloves'])
})

test('French: gousses, and a change of language asks for the dish again', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountDetail()
  utils.act(() => useSettingsStore.getState().setLocale('fr'))
  await waitFor(() => $('.recipe-hero__title')?.textContent === 'Œufs brouillés à la tomate')
  expect(api.received.map((r) => r.headers['accept-language'])).toEqual(['en', 'fr'])
  expect(texts('.ingredient__amount').slice(0, 3)).toEqual(['2', '1', '3 gousses'])
  expect($('.recipe-detail__untranslated')?.textContent).toBe(
    'Les étapes ne sont pas encore traduites ; elles sont affichées en chinois.',
  )
})

test('Chinese readers get no note and no second title', async () => {
  useSettingsStore.getState().setLocale('zh-Hans')
  await mountDetail()
  expect($('.recipe-hero__title')?.textContent).toBe('红烧肉')
  expect($('.recipe-hero__title-zh')).toBeNull()
  expect($('.recipe-detail__untranslated')).toBeNull()
})
