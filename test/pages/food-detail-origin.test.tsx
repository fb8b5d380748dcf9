import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import type { OwnRecipeDetail } from '@shared/my-recipes'
import { announceChange } from '@/features/my-recipes/saved-event'
import FoodDetailPage from '@/pages/food/detail'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { ok, startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { mei } from '../helpers/fixtures'
import { ownDetail } from '../helpers/my-recipes-fixtures'
import { $, mountPage, onRoute, quietActWarning, waitFor } from '../helpers/page'
import { dismissToast } from '../helpers/toast'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils
let dish: OwnRecipeDetail

async function mountDetail(id: number) {
  onRoute('/pages/food/detail', { id: String(id) })
  utils = await mountPage(FoodDetailPage)
  await waitFor(() => $('.recipe-hero__title'))
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  api.received.length = 0
  dish = ownDetail()
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/recipes/501') return false
    ok(res, dish)
    return true
  })
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

test('the writer’s own recipe says so, who sees it, and offers "edit"', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  await mountDetail(501)
  expect($('.recipe-origin__owner')?.textContent).toBe('我写的菜谱')
  expect($('.recipe-origin__badge')?.textContent).toBe('厨房成员可见')
  utils.act(() => $('.recipe-origin__edit')!.click())
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/recipe/edit?id=501&from=detail' })

  // Saved in the editor: the page shows the new version.
  dish = ownDetail({ title: '外婆的红烧肉' })
  utils.act(() => announceChange(501))
  await waitFor(() => $('.recipe-hero__title')?.textContent === '外婆的红烧肉')
})

test('another member’s kitchen recipe names its writer, without "edit"', async () => {
  dish = ownDetail({ owner: { id: 8, nickname: '老爸' } })
  await mountDetail(501)
  expect($('.recipe-origin__owner')?.textContent).toBe('老爸 写的菜谱')
  expect($('.recipe-origin__edit')).toBeNull()
})

test('a catalogue dish, with or without the origin fields, shows no origin', async () => {
  await mountDetail(1)
  expect($('.recipe-origin')).toBeNull()
  dish = {
    ...detailOf(RECIPES[1]!),
    source: 'catalogue',
    owner: null,
    visibility: null,
    sourceUrl: null,
  }
  utils.unmout()
  await mountDetail(501)
  expect($('.recipe-origin')).toBeNull()
})
