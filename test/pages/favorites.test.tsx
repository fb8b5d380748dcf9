import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import { LONG_PRESS_MS } from '@/components/long-press/use-long-press'
import type { Favorite } from '@shared/records'
import FavoritesPage from '@/pages/profile/favorites'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  $$,
  answerRoutes,
  click,
  mount,
  ok,
  onRoute,
  quietActWarning,
  refuse,
  sent,
  textOf,
  until,
  type Routes,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei } from '../helpers/fixtures'
import { favorite } from '../helpers/records-fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'
import { touchAt } from '../helpers/touch'

let server: ApiServer
let testUtils: TestUtils
let favorites: Favorite[]

const LIST = 'GET /api/favorites'
const rowIds = () => $$('.favorite-row').map((el) => Number(el.getAttribute('data-id')))
const titles = () => $$('.favorite-row .dish-card__title').map((el) => el.textContent)

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [LIST]: (req) => {
      const query = new URL(req.url, 'http://x').searchParams
      const page = Number(query.get('page'))
      const pageSize = Number(query.get('pageSize'))
      return ok({
        list: favorites.slice((page - 1) * pageSize, page * pageSize),
        total: favorites.length,
        page,
        pageSize,
      })
    },
    'DELETE /api/favorites/31': () => ok(null),
    'DELETE /api/favorites/80': () => ok(null),
    'POST /api/favorites': () => ok({ id: 80 }),
    ...extra,
  })
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  onRoute('/pages/profile/favorites')
  favorites = [favorite(32, 1), favorite(31, 2), favorite(30, 9)]
  answer()
})

afterEach(() => {
  jest.useRealTimers()
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(FavoritesPage)
  await until(() => $('.favorite-row') || $('.empty-state'))
}

test('lists the favourite dishes, newest first; a tap opens one', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  await open()
  expect(titles()).toEqual(['红烧肉', '可乐鸡翅', '西红柿炒鸡蛋'])
  expect(textOf('.favorites__head')).toBe('共 3 道 · 长按或点心形可取消收藏')
  expect(sent(server, LIST)[0].url).toBe('/api/favorites?page=1&pageSize=20')
  click(testUtils, '.favorite-row[data-id="31"] .dish-card__main')
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=2' })
})

test('the heart removes a favourite, and undo favourites it again in its place', async () => {
  await open()
  click(testUtils, '.favorite-row[data-id="31"] .favorite-row__remove')
  await until(() => rowIds().join() === '32,30')
  expect(sent(server, 'DELETE /api/favorites/31')).toHaveLength(1)
  expect(textOf('.snackbar__text')).toBe('已取消收藏「可乐鸡翅」')
  expect(textOf('.favorites__head')).toContain('共 2 道')

  click(testUtils, '.snackbar__action')
  await until(() => rowIds().join() === '32,80,30')
  expect(sent(server, 'POST /api/favorites')[0].body).toEqual({ recipeId: 2 })
  expect(titles()[1]).toBe('可乐鸡翅')

  // Under its new id it can be removed again.
  click(testUtils, '.favorite-row[data-id="80"] .favorite-row__remove')
  await until(() => rowIds().join() === '32,30')
  expect(sent(server, 'DELETE /api/favorites/80')).toHaveLength(1)
})

test('a long press removes one too, without opening it', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  await open()
  const card = $('.favorite-row[data-id="31"] .dish-card__main')!
  jest.useFakeTimers()
  testUtils.act(() => {
    touchAt(card, 'touchstart', 50, 50)
    jest.advanceTimersByTime(LONG_PRESS_MS)
    touchAt(card, 'touchend', 50, 50)
  })
  jest.useRealTimers()
  // The click the browser makes when that finger lifts (no new touch before it).
  testUtils.act(() => card.click())
  await until(() => rowIds().join() === '32,30')
  expect(navigateTo).not.toHaveBeenCalled()
})

test('a removal the server refuses leaves the favourite where it is', async () => {
  answer({ 'DELETE /api/favorites/31': () => refuse(500, 500, '服务器开小差了') })
  await open()
  click(testUtils, '.favorite-row[data-id="31"] .favorite-row__remove')
  await until(() => visibleToast())
  expect(visibleToast()).toBe('服务器开小差了')
  expect(rowIds()).toEqual([32, 31, 30])
  expect($('.snackbar')).toBeNull()
})

test('no favourites yet: it says how to get some and leads home', async () => {
  favorites = []
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
  await open()
  expect(textOf('.empty-state__text')).toContain('还没有收藏的菜')
  click(testUtils, '.empty-state .pill-button')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('more pages with load-more; a failure offers a retry', async () => {
  favorites = Array.from({ length: 24 }, (_, i) => favorite(200 - i, (i % 20) + 1))
  await open()
  expect($$('.favorite-row')).toHaveLength(20)
  answer({ [LIST]: () => refuse(500, 500, '服务器开小差了') })
  click(testUtils, '.load-more')
  await until(() => $('.load-more')?.getAttribute('data-status') === 'error')
  answer()
  click(testUtils, '.load-more')
  await until(() => $$('.favorite-row').length === 24)
})

test('a list that fails to load offers a retry', async () => {
  answer({ [LIST]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('收藏没有加载出来，请稍后重试')
  answer()
  click(testUtils, '.empty-state .pill-button')
  await until(() => rowIds().length === 3)
})
