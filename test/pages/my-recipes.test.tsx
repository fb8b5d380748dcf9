import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import type { OwnRecipeSummary } from '@shared/my-recipes'
import MyRecipesPage from '@/pages/recipe/mine'
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
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei } from '../helpers/fixtures'
import { ownSummary } from '../helpers/my-recipes-fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let recipes: OwnRecipeSummary[]
let navigateTo: jest.SpyInstance

const LIST = 'GET /api/recipes/mine'

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
  onRoute('/pages/recipe/mine')
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  recipes = []
  answerRoutes(server, {
    [LIST]: (req) => {
      const query = new URL(req.url, 'http://x').searchParams
      const page = Number(query.get('page'))
      const pageSize = Number(query.get('pageSize'))
      const list = recipes.slice((page - 1) * pageSize, page * pageSize)
      return ok({ list, total: recipes.length, page, pageSize })
    },
  })
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(MyRecipesPage)
  await until(() => $('.my-recipe-row') || $('.empty-state') || $('.offline-state'))
}

test('with no recipes yet, the empty state offers to write one, import a link or paste text', async () => {
  await open()
  expect(textOf('.empty-state__text')).toContain('还没有自己的菜谱')
  const offers = $$('.my-recipes__starts .pill-button__face').map((el) => el.textContent)
  expect(offers).toEqual(['写一道菜', '从链接导入', '粘贴文字'])
  // The floating "new" button would repeat the first offer.
  expect($('.my-recipes-new')).toBeNull()
  click(testUtils, '.my-recipes__start--write')
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/recipe/edit' })
  click(testUtils, '.my-recipes__start--link')
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/recipe/edit?import=link' })
  click(testUtils, '.my-recipes__start--text')
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/recipe/edit?import=text' })
})

test('lists own and kitchen recipes: who sees each, who wrote another member’s; a tap opens it', async () => {
  recipes = [
    ownSummary(501, '外婆红烧肉', { visibility: 'kitchen' }),
    ownSummary(502, '爸爸的凉拌黄瓜', {
      visibility: 'kitchen',
      owner: { id: 8, nickname: '老爸' },
    }),
    ownSummary(503, '我的减脂沙拉'),
  ]
  await open()
  expect(sent(server, LIST)[0].url).toBe('/api/recipes/mine?page=1&pageSize=20')
  expect(textOf('.my-recipes__head')).toBe('共 3 道')
  const rows = $$('.my-recipe-row')
  expect(rows.map((row) => row.querySelector('.dish-card__title')?.textContent)).toEqual([
    '外婆红烧肉',
    '爸爸的凉拌黄瓜',
    '我的减脂沙拉',
  ])
  expect(rows.map((row) => row.querySelector('.my-recipe-badge')?.textContent)).toEqual([
    '厨房共享',
    '厨房共享',
    '仅自己',
  ])
  // Only another member's recipe names its writer.
  expect(
    rows.map((row) => row.querySelector('.my-recipe-row__owner')?.textContent ?? null),
  ).toEqual([null, '老爸 写的', null])
  click(testUtils, '.my-recipe-row[data-id="502"] .dish-card__main')
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/food/detail?id=502' })
  click(testUtils, '.my-recipes-new')
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/recipe/edit' })
})

test('a failed load says so and retries', async () => {
  answerRoutes(server, { [LIST]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('菜谱没有加载出来，请稍后重试')
  recipes = [ownSummary(503, '我的减脂沙拉')]
  answerRoutes(server, {
    [LIST]: () => ok({ list: recipes, total: 1, page: 1, pageSize: 20 }),
  })
  click(testUtils, '.empty-state .pill-button')
  await until(() => $('.my-recipe-row'))
  expect(sent(server, LIST)).toHaveLength(2)
})

test('without a network it says so and retries', async () => {
  // No answer at all: the connection is dropped, as with no network.
  server.handle((_req, res) => res.destroy())
  await open()
  expect(textOf('.offline-state__text')).toBe('我的菜谱要联网才能加载，下面这些菜没网也能打开。')
  recipes = [ownSummary(503, '我的减脂沙拉')]
  answerRoutes(server, {
    [LIST]: () => ok({ list: recipes, total: 1, page: 1, pageSize: 20 }),
  })
  click(testUtils, '.offline-state .pill-button')
  await until(() => $('.my-recipe-row'))
})

/** The cook picks `file` in the H5 file chooser (features/my-recipes/restore-file.h5.ts). */
function pickFile(file: File) {
  jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
    this: HTMLInputElement,
  ) {
    expect(this.type).toBe('file')
    Object.defineProperty(this, 'files', { value: [file] })
    this.dispatchEvent(new Event('change'))
  })
}

test('an export file is restored as the cook’s recipes; another file is refused unsent', async () => {
  const exported = [{ '@type': 'Recipe', name: '外婆红烧肉' }]
  answerRoutes(server, {
    [LIST]: () => ok({ list: recipes, total: recipes.length, page: 1, pageSize: 20 }),
    'POST /api/recipes/import': () => {
      recipes = [ownSummary(601, '外婆红烧肉')]
      return ok({ created: recipes })
    },
  })
  await open()
  pickFile(new File(['<html>not a recipe</html>'], 'page.html'))
  click(testUtils, '.my-recipes__restore')
  await until(() => visibleToast())
  expect(visibleToast()).toBe('这不是私厨导出的菜谱文件')
  expect(sent(server, 'POST /api/recipes/import')).toHaveLength(0)

  dismissToast()
  pickFile(new File([JSON.stringify(exported)], 'sichu-recipes.json'))
  click(testUtils, '.my-recipes__restore')
  await until(() => $('.my-recipe-row'))
  expect(sent(server, 'POST /api/recipes/import')[0].body).toEqual({ recipes: exported })
  expect(visibleToast()).toBe('已恢复 1 道菜谱')
})

test('"export my recipes" downloads the schema.org file', async () => {
  const exported = [{ '@context': 'https://schema.org', '@type': 'Recipe', name: '外婆红烧肉' }]
  recipes = [ownSummary(501, '外婆红烧肉')]
  answerRoutes(server, {
    [LIST]: () => ok({ list: recipes, total: 1, page: 1, pageSize: 20 }),
    'GET /api/recipes/export': () => ok(exported),
  })
  let blob: Blob | undefined
  Object.defineProperty(URL, 'createObjectURL', {
    value: (made: Blob) => ((blob = made), 'blob:export'),
    configurable: true,
  })
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true })
  const download = jest.fn()
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    download(this.download, this.href)
  })
  await open()
  click(testUtils, '.my-recipes__export')
  await until(() => download.mock.calls.length)
  expect(download.mock.calls[0][0]).toMatch(/^sichu-recipes-\d{4}-\d{2}-\d{2}\.json$/)
  expect(download.mock.calls[0][1]).toBe('blob:export')
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob!)
  })
  expect(JSON.parse(text)).toEqual(exported)
  await until(() => visibleToast())
  expect(visibleToast()).toBe('已导出 1 道菜谱')
})
