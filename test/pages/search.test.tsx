import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { HISTORY_LIMIT, useSearchHistoryStore } from '@/features/search/store/search-history-store'
import { SEARCH_DEBOUNCE } from '@/features/search/components/search-screen'
import SearchDishPage from '@/pages/search/dish'
import { useSettingsStore } from '@/stores/settings-store'
import { ok, startCatalogueApi } from '../helpers/catalogue-api'
import { enterText } from '../helpers/controls'
import { $, $$, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

const field = () => $('.search-bar__input input') as HTMLInputElement
const searches = () =>
  api.received
    .filter((r) => r.url.startsWith('/api/search/dishes'))
    .map((r) => new URL(r.url, 'http://x').searchParams)
const hitTitles = () => texts('.search-results .dish-card[data-id] .dish-card__title')
const hits = () => texts('.search-results .highlighted__hit')
const history = () => texts('.search-history__term')

function type(value: string) {
  enterText(field(), value)
}

function pressEnter() {
  field().dispatchEvent(
    new KeyboardEvent('keydown', { keyCode: 13, bubbles: true } as KeyboardEventInit),
  )
}

async function mountSearch(q?: string) {
  onRoute('/pages/search/dish', q === undefined ? {} : { q: encodeURIComponent(q) })
  utils = await mountPage(SearchDishPage)
  // Taro's H5 Input draws its inner <input> a moment after mounting (later on a loaded machine).
  await waitFor(() => field())
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSearchHistoryStore.setState({ terms: [] })
  Taro.removeStorageSync('sichu:search-history')
  api.received.length = 0
  api.override(null)
  api.release()
})
afterEach(() => {
  utils?.unmout()
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('q from the address fills the box and searches; the matched part is highlighted', async () => {
  await mountSearch('红烧')
  expect(field().value).toBe('红烧')
  await waitFor(() => hitTitles().length === 2)
  expect(hitTitles()).toEqual(['红烧肉', '红烧牛肉'])
  expect(hits()).toEqual(['红烧', '红烧'])
  expect($('.search-results__count')?.textContent).toBe('找到 2 道菜')
  expect(searches().map((p) => p.get('q'))).toEqual(['红烧'])
  expect(searches()[0].get('page')).toBe('1')
})

test('pinyin initials find the dish: "hsr" → 红烧肉, highlighted in the title', async () => {
  await mountSearch('hsr')
  await waitFor(() => hitTitles().length === 1)
  expect(hitTitles()).toEqual(['红烧肉'])
  expect(hits()).toEqual(['红烧肉'])
})

test('a match in the ingredients is shown under the title, highlighted', async () => {
  await mountSearch('冰糖')
  await waitFor(() => hitTitles().length > 0)
  const match = $('.search-hit__match')!
  expect(match.querySelector('.search-hit__field')?.textContent).toBe('食材')
  expect(match.querySelector('.highlighted')?.textContent).toBe('冰糖 (ingredient)')
  expect(match.querySelector('.highlighted__hit')?.textContent).toBe('冰糖')
})

test('typing is debounced: one search for where the typing settles', async () => {
  await mountSearch()
  // Nothing typed: history and hot searches instead of results.
  await waitFor(() => $$('.search-hot__term').length === 3)
  // The typing rhythm is timed with fake timers; the server answers in real time after.
  jest.useFakeTimers()
  for (const value of ['h', 'hs', 'hsr']) {
    utils.act(() => type(value))
    utils.act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE - 50))
  }
  utils.act(() => jest.advanceTimersByTime(50))
  jest.useRealTimers()
  await waitFor(() => hitTitles().length === 1)
  expect(searches().map((p) => p.get('q'))).toEqual(['hsr'])
})

test('searching adds the term to the history: most recent first, no repeats, at most 15', async () => {
  await mountSearch()
  for (const term of ['鸡蛋', '红烧肉', '鸡蛋']) {
    utils.act(() => type(term))
    utils.act(() => pressEnter())
  }
  expect(useSearchHistoryStore.getState().terms).toEqual(['鸡蛋', '红烧肉'])
  // Kept in Taro storage, so it survives a restart.
  expect(JSON.parse(Taro.getStorageSync('sichu:search-history')).state.terms).toEqual([
    '鸡蛋',
    '红烧肉',
  ])
  for (let i = 0; i < 20; i += 1) useSearchHistoryStore.getState().add(`菜${i}`)
  expect(useSearchHistoryStore.getState().terms).toHaveLength(HISTORY_LIMIT)
  expect(useSearchHistoryStore.getState().terms[0]).toBe('菜19')
})

test('the history is shown before typing, a tap searches it, and it can be cleared', async () => {
  useSearchHistoryStore.setState({ terms: ['鸡蛋灌饼', '红烧肉'] })
  await mountSearch()
  expect(history()).toEqual(['鸡蛋灌饼', '红烧肉'])
  utils.act(() => $$('.search-history__term')[1].click())
  expect(field().value).toBe('红烧肉')
  await waitFor(() => hitTitles().length === 1)
  expect(useSearchHistoryStore.getState().terms).toEqual(['红烧肉', '鸡蛋灌饼'])

  utils.act(() => $('.search-bar__clear')!.click())
  expect(field().value).toBe('')
  await waitFor(() => history().length === 2)
  utils.act(() => $('.search-block__action')!.click())
  const modal = await waitFor(() => $('.taro-modal__content'))
  expect(modal.querySelector('.taro-modal__text')?.textContent).toBe('清空全部搜索历史？')
  expect(modal.querySelector('.taro-model__confirm')?.textContent).toBe('清空')
  utils.act(() => (modal.querySelector('.taro-model__confirm') as HTMLElement).click())
  await waitFor(() => history().length === 0)
  expect(useSearchHistoryStore.getState().terms).toEqual([])
})

test('a hot search is one tap away', async () => {
  await mountSearch()
  await waitFor(() => $$('.search-hot__term').length === 3)
  expect(texts('.search-hot__term')).toEqual(['红烧肉', '鸡蛋', 'hsr'])
  expect($$('.search-hot__rank--top')).toHaveLength(3)
  utils.act(() => $$('.search-hot__item')[1].click())
  await waitFor(() => hitTitles().length > 0)
  expect(searches()[0].get('q')).toBe('鸡蛋')
  expect(useSearchHistoryStore.getState().terms).toEqual(['鸡蛋'])
})

test('the category filter narrows the results', async () => {
  await mountSearch('鸡')
  await waitFor(() => hitTitles().length > 0)
  expect(hitTitles()).toEqual(['可乐鸡翅', '宫保鸡丁', '西红柿炒鸡蛋', '鸡蛋灌饼'])
  const vegetables = await waitFor(() =>
    $$('.search-screen__filter .chip').find((el) => el.textContent === '素菜'),
  )
  utils.act(() => vegetables.click())
  await waitFor(() => hitTitles().length === 1)
  expect(hitTitles()).toEqual(['西红柿炒鸡蛋'])
  expect(searches()[1].get('categoryId')).toBe('2')
})

test('the filter in force is a chip; empty under it, the search offers all categories', async () => {
  await mountSearch('鸡')
  await waitFor(() => hitTitles().length > 0)
  expect($('.search-results__filter')).toBeNull()
  const vegetables = await waitFor(() =>
    $$('.search-screen__filter .chip').find((el) => el.textContent === '素菜'),
  )
  utils.act(() => vegetables.click())
  await waitFor(() => hitTitles().length === 1)
  expect($('.search-results__filter-text')?.textContent).toBe('只看素菜')
  // The next query keeps the filter and finds nothing in it: the screen says so and offers all.
  utils.act(() => type('可乐鸡翅'))
  utils.act(() => pressEnter())
  await waitFor(() => $('.empty-state'))
  expect($('.empty-state__text')?.textContent).toBe('“素菜”里没有与“可乐鸡翅”相关的菜')
  utils.act(() => ($('.empty-state .pill-button') as HTMLElement).click())
  await waitFor(() => hitTitles().length === 1)
  expect(hitTitles()).toEqual(['可乐鸡翅'])
  expect(searches().at(-1)?.get('categoryId')).toBeNull()
  expect($('.search-results__filter')).toBeNull()
})

test('history folds case, width and spaces: the latest spelling stays', () => {
  const { add } = useSearchHistoryStore.getState()
  add('Mojito')
  add('红烧肉')
  add('ＭＯＪＩＴＯ')
  add(' mojito ')
  expect(useSearchHistoryStore.getState().terms).toEqual(['mojito', '红烧肉'])
})

test('many results load page by page with hasMore', async () => {
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/search/dishes') return false
    const page = Number(url.searchParams.get('page'))
    const list = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => {
      const id = (page - 1) * 20 + i + 1
      return {
        id,
        title: `鸡${id}`,
        cover: null,
        category: { id: 1, name: '荤菜', icon: 'meat' },
        difficulty: 2,
        totalMinutes: 20,
        rating: 0,
        favoriteCount: 0,
        highlight: { field: 'title', text: `鸡${id}`, ranges: [[0, 1]] },
      }
    })
    ok(res, { list, total: 500, page, pageSize: 20, hasMore: page === 1, totalCapped: true })
    return true
  })
  await mountSearch('鸡')
  await waitFor(() => hitTitles().length === 20)
  expect($('.search-results__count')?.textContent).toBe('找到 500+ 道菜')
  utils.act(() => $('.search-results .load-more')!.click())
  await waitFor(() => hitTitles().length === 25)
  expect($('.search-results .load-more')?.getAttribute('data-status')).toBe('noMore')
})

test('no results say so', async () => {
  await mountSearch('火星菜')
  await waitFor(() => $('.empty-state'))
  expect($('.empty-state__text')?.textContent).toBe('没有找到与“火星菜”相关的菜，换个词试试')
})

test('tapping a result opens the dish and remembers the search', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  await mountSearch('hsr')
  await waitFor(() => hitTitles().length === 1)
  utils.act(() => ($('.search-results .dish-card__main') as HTMLElement).click())
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=1' })
  expect(useSearchHistoryStore.getState().terms).toEqual(['hsr'])
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountSearch('红烧')
  await waitFor(() => hitTitles().length === 2)
  expect($('.search-results__count')?.textContent).toBe('Dishes found: 2')
  expect(field().getAttribute('placeholder')).toBe('Dish, ingredient or pinyin')
})

test('an English reader sees the Chinese name under each title, marked when the query named it', async () => {
  useSettingsStore.getState().setLocale('en')
  const dish = (id: number, title: string, titleZh: string, highlight: object) => ({
    id,
    title,
    titleZh,
    cover: null,
    category: { id: 1, name: 'Meat dishes', icon: 'meat' },
    difficulty: 2,
    totalMinutes: 60,
    rating: 0,
    favoriteCount: 0,
    highlight,
  })
  api.override((_req, res, url) => {
    if (!url.pathname.startsWith('/api/search/dishes')) return false
    ok(res, {
      list: [
        dish(1, 'Braised pork belly', '简易红烧肉', {
          field: 'title',
          text: '简易红烧肉',
          ranges: [[2, 5]],
        }),
        dish(2, 'Pork with rock sugar', '冰糖肘子', {
          field: 'ingredient',
          text: '红烧酱油',
          ranges: [[0, 2]],
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
      hasMore: false,
      totalCapped: false,
    })
    return true
  })
  await mountSearch('红烧肉')
  await waitFor(() => hitTitles().length === 2)
  expect(hitTitles()).toEqual(['Braised pork belly', 'Pork with rock sugar'])
  expect(texts('.search-results .dish-card__title-zh')).toEqual(['简易红烧肉', '冰糖肘子'])
  // Found by its Chinese name: marked there, with no "Name" line repeating it.
  expect(texts('.search-results .dish-card__title-zh .highlighted__hit')).toEqual(['红烧肉'])
  expect(texts('.search-hit__field')).toEqual(['Ingredient'])
  expect($('.dish-card__title-zh')?.getAttribute('aria-label')).toBe('Chinese name: 简易红烧肉')
})

/** A search answer with one dish and the filters the server read in `q`. */
function understoodAnswer(url: URL) {
  const q = url.searchParams.get('q') ?? ''
  const filters = [
    ...(q.includes('简单') ? [{ kind: 'ease', word: '简单', value: 'easy' }] : []),
    ...(q.includes('早餐') ? [{ kind: 'category', word: '早餐', value: 'breakfast' }] : []),
  ]
  const dish = {
    id: 7,
    title: '吐司果酱',
    cover: null,
    category: { id: 4, name: '早餐', icon: 'breakfast' },
    difficulty: 1,
    totalMinutes: 10,
    rating: 0,
    favoriteCount: 0,
    highlight: { field: 'title', text: '吐司果酱', ranges: [] },
  }
  const page = { list: [dish], total: 1, page: 1, pageSize: 20, hasMore: false, totalCapped: false }
  return filters.length > 0 ? { ...page, filters } : page
}

const chips = () => texts('.understood__text')

test('words read as filters show as chips; removing one searches again without its word', async () => {
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/search/dishes') return false
    ok(res, understoodAnswer(url))
    return true
  })
  await mountSearch('简单的早餐')
  await waitFor(() => chips().length === 2)
  expect(chips()).toEqual(['简单', '早餐'])
  expect($('.understood__chip')?.getAttribute('aria-label')).toBe('不按“简单”搜索')
  utils.act(() => ($('.understood__chip') as HTMLElement).click())
  await waitFor(() => chips().length === 1)
  expect(chips()).toEqual(['早餐'])
  expect(field().value).toBe('早餐')
  expect(searches().map((p) => p.get('q'))).toEqual(['简单的早餐', '早餐'])
  // The last chip gone, nothing is left to search: the screen is back at its start.
  utils.act(() => ($('.understood__chip') as HTMLElement).click())
  await waitFor(() => field().value === '' && !$('.understood'))
  expect(searches()).toHaveLength(2)
})

test("the chips speak the reader's language", async () => {
  useSettingsStore.getState().setLocale('en')
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/search/dishes') return false
    ok(res, understoodAnswer(url))
    return true
  })
  await mountSearch('简单的早餐')
  await waitFor(() => chips().length === 2)
  expect(chips()).toEqual(['Easy', 'Breakfast'])
  expect($('.understood__label')?.textContent).toBe('Understood as')
})
