import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import NavBar from '@/components/nav-bar'
import { useSettingsStore } from '@/stores/settings-store'

/**
 * No router runs here, so the current route is set where NavBar reads it:
 * Taro.getCurrentInstance().router (the runtime's shared `Current` object).
 */
function onRoute(path: string) {
  Taro.getCurrentInstance().router = { path, params: {} } as never
}

let testUtils: TestUtils

async function mount(props: { title?: string; back?: boolean } = {}) {
  testUtils = new TestUtils()
  await testUtils.mount(NavBar, { props })
}

function title() {
  return testUtils.queries.querySelector('.nav-bar__title')?.textContent
}

function backButton() {
  return testUtils.queries.querySelector('.nav-bar__back')
}

beforeEach(() => {
  // @tarojs/test-utils-react 0.1.1 still calls react-dom/test-utils' act, which React 18.3 flags.
  const error = console.error.bind(console)
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes('ReactDOMTestUtils.act` is deprecated')) error(message, ...rest)
  })
  useSettingsStore.getState().setLocale('zh-Hans')
  onRoute('/pages/food/detail')
})
afterEach(() => {
  jest.restoreAllMocks()
  testUtils.unmout()
  Taro.getCurrentInstance().router = null
})

test('shows the title it is given', async () => {
  await mount({ title: '红烧肉' })
  expect(title()).toBe('红烧肉')
})

test('defaults to 菜谱, and to Recipes once the locale is en', async () => {
  await mount()
  expect(title()).toBe('菜谱')
  testUtils.act(() => useSettingsStore.getState().setLocale('en'))
  expect(title()).toBe('Recipes')
})

test('has a back button off the tab pages', async () => {
  await mount()
  expect(backButton()?.getAttribute('aria-label')).toBe('返回')
})

test.each([
  '/pages/index/index',
  '/pages/category/index',
  '/pages/cart/index',
  '/pages/profile/index',
])('has no back button on the tab page %s', async (path) => {
  onRoute(path)
  await mount()
  expect(backButton()).toBeNull()
})

test('back goes home when the page was opened by a deep link', async () => {
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/food/detail' }] as never)
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  await mount()
  testUtils.act(() => (backButton() as HTMLElement).click())
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('without a network, a banner under the bar says what still works', async () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
    testUtils.act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
  }
  await mount()
  const banner = () => testUtils.queries.querySelector('.nav-bar__offline')?.textContent ?? null
  expect(banner()).toBeNull()
  setOnline(false)
  expect(banner()).toBe('离线中：能打开保存在本机的菜谱；收藏、计划和记录要联网')
  setOnline(true)
  expect(banner()).toBeNull()
})
