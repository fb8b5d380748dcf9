import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import AppTabBar from '@/components/tab-bar/index.h5'
import { i18n } from '@/i18n'
import { $, mountPage, quietActWarning, waitFor } from '../helpers/page'

let utils: TestUtils
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLElement

const items = () => Array.from(document.querySelectorAll<HTMLElement>('.weui-tabbar__item'))
const bar = () => document.querySelector<HTMLElement>('.taro-tabbar__tabbar')!
const hidden = () => bar().classList.contains('taro-tabbar__tabbar-hide')

beforeEach(async () => {
  quietActWarning()
  await i18n.changeLanguage('zh-Hans')
  window.location.hash = '#/pages/category/index'
  container = document.createElement('div')
  container.id = 'container'
  document.body.append(container)
  utils = await mountPage(AppTabBar)
  await waitFor(() => $('.weui-tabbar'))
})
afterEach(() => {
  utils.unmout()
  container.remove()
  jest.restoreAllMocks()
})

test('draws the four tabs in the router layout, the current one selected, labels in the locale', async () => {
  expect(container.contains(bar())).toBe(true)
  expect(items().map((item) => item.textContent)).toEqual(['首页', '分类', '今日饮食', '我的'])
  expect(items().map((item) => item.getAttribute('aria-current'))).toEqual([
    null,
    'page',
    null,
    null,
  ])
  expect(hidden()).toBe(false)
  await act(async () => void (await i18n.changeLanguage('en')))
  expect(items()[1]!.textContent).toBe('Categories')
})

test('follows the route, hides off the tab pages, and a tap switches tabs', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  await act(async () =>
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/cart/index' } }),
  )
  expect(items()[2]!.getAttribute('aria-current')).toBe('page')
  await act(async () =>
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/food/detail' } }),
  )
  expect(hidden()).toBe(true)
  items()[3]!.click()
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/profile/index' })
  switchTab.mockRestore()
})

test("answers Taro's tab-bar APIs: hide, show, item text, badge, red dot; refuses a missing item", async () => {
  await act(async () => void (await Taro.hideTabBar({ animation: false })))
  expect(hidden()).toBe(true)
  await act(async () => void (await Taro.showTabBar({ animation: false })))
  expect(hidden()).toBe(false)
  await act(async () => void (await Taro.setTabBarItem({ index: 0, text: 'Start' })))
  expect(items()[0]!.textContent).toBe('Start')
  await act(async () => void (await Taro.setTabBarBadge({ index: 2, text: '3' })))
  expect(items()[2]!.querySelector('.weui-badge')?.textContent).toBe('3')
  await act(async () => void (await Taro.removeTabBarBadge({ index: 2 })))
  expect(items()[2]!.querySelector('.weui-badge')).toBeNull()
  await act(async () => void (await Taro.showTabBarRedDot({ index: 3 })))
  expect(items()[3]!.querySelector('.weui-badge_dot')).not.toBeNull()
  await expect(Taro.setTabBarBadge({ index: 9, text: '1' })).rejects.toMatchObject({
    errMsg: expect.stringContaining('not found'),
  })
})
