import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import StepsDetailPage from '@/pages/food/steps-detail'
import { useSettingsStore } from '@/stores/settings-store'
import { startCatalogueApi } from '../helpers/catalogue-api'
import { $, $$, mountPage, onRoute, quietActWarning, waitFor } from '../helpers/page'
import { dismissToast, visibleToast } from '../helpers/toast'
import { swipe, touchAt } from '../helpers/touch'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils
let release: jest.Mock
let requestLock: jest.Mock

const counter = () => $('.cooking__counter')?.textContent
const clock = () => $('.step-timer__clock')?.textContent
const track = () => $('.step-carousel__track')!
const shownSlide = () => track().getAttribute('data-current')
const button = (text: string) => $$('.pill-button').find((el) => el.textContent === text)!

async function mountSteps(step: string) {
  onRoute('/pages/food/steps-detail', { id: '1', step })
  window.history.replaceState(null, '', `/#/pages/food/steps-detail?id=1&step=${step}`)
  utils = await mountPage(StepsDetailPage)
  await waitFor(() => $('.cooking__step'))
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  release = jest.fn(() => Promise.resolve())
  requestLock = jest.fn(() => Promise.resolve({ release }))
  Object.defineProperty(navigator, 'wakeLock', {
    value: { request: requestLock },
    configurable: true,
  })
  dismissToast()
})
afterEach(() => {
  utils?.unmout()
  jest.useRealTimers()
  jest.restoreAllMocks()
  delete (navigator as { wakeLock?: unknown }).wakeLock
})

test('opens at the step in the address, one step per slide, in large text', async () => {
  await mountSteps('2')
  expect(counter()).toBe('第 3 / 4 步')
  expect($('.nav-bar__title')?.textContent).toBe('烹饪步骤')
  expect($('.cooking__dish')?.textContent).toBe('红烧肉')
  expect($$('.step-carousel__slide')).toHaveLength(4)
  expect($$('.cooking__text')[2].textContent).toBe('放入肉块翻炒上色，加开水没过肉，焖煮 3 分钟。')
  expect(shownSlide()).toBe('2')
  expect(track().style.transform).toBe('translate3d(calc(-200% + 0px), 0, 0)')
  expect($('.cooking__bar-fill')?.style.width).toBe('75%')
  // Only the step that names a duration has a timer.
  expect($$('.step-timer')).toHaveLength(1)
  expect(clock()).toBe('03:00')
})

test('previous and next move through the steps and keep step= in the address', async () => {
  await mountSteps('0')
  expect(counter()).toBe('第 1 / 4 步')
  expect(button('上一步').getAttribute('aria-disabled')).toBe('true')
  utils.act(() => button('下一步').click())
  expect(counter()).toBe('第 2 / 4 步')
  expect(shownSlide()).toBe('1')
  await waitFor(() => window.location.hash.endsWith('step=1'))
  expect(window.location.hash).toBe('#/pages/food/steps-detail?id=1&step=1')
  utils.act(() => button('下一步').click())
  utils.act(() => button('下一步').click())
  expect(counter()).toBe('第 4 / 4 步')
  utils.act(() => button('上一步').click())
  expect(counter()).toBe('第 3 / 4 步')
})

test('swiping left and right turns the steps; a short or vertical swipe does not', async () => {
  await mountSteps('0')
  const carousel = $('.step-carousel')!
  let move: Event | undefined
  utils.act(() => {
    move = swipe(carousel, -120)
  })
  expect(move?.defaultPrevented).toBe(true)
  expect(counter()).toBe('第 2 / 4 步')
  expect(shownSlide()).toBe('1')
  utils.act(() => {
    swipe(carousel, -30)
  })
  expect(counter()).toBe('第 2 / 4 步')
  utils.act(() => {
    move = swipe(carousel, -20, 200)
  })
  expect(move?.defaultPrevented).toBe(false)
  expect(counter()).toBe('第 2 / 4 步')
  utils.act(() => {
    swipe(carousel, 120)
  })
  expect(counter()).toBe('第 1 / 4 步')
  // Nothing before the first step.
  utils.act(() => {
    swipe(carousel, 200)
  })
  expect(counter()).toBe('第 1 / 4 步')
})

test('the slide follows the finger while it moves', async () => {
  await mountSteps('1')
  const carousel = $('.step-carousel')!
  utils.act(() => {
    touchAt(carousel, 'touchstart', 200, 300)
    touchAt(carousel, 'touchmove', 170, 302)
  })
  expect(track().className).toContain('step-carousel__track--dragging')
  expect(track().style.transform).toBe('translate3d(calc(-100% + -30px), 0, 0)')
  utils.act(() => {
    touchAt(carousel, 'touchend', 170, 302)
  })
  expect(track().className).not.toContain('step-carousel__track--dragging')
  expect(track().style.transform).toBe('translate3d(calc(-100% + 0px), 0, 0)')
})

test('a step beyond the last opens the last', async () => {
  await mountSteps('9')
  expect(counter()).toBe('第 4 / 4 步')
})

test('the countdown starts, pauses, resumes, resets, and at zero vibrates and says so', async () => {
  const vibrate = jest.spyOn(Taro, 'vibrateLong').mockResolvedValue({ errMsg: 'vibrateLong:ok' })
  await mountSteps('2')
  jest.useFakeTimers({ now: Date.now() })

  utils.act(() => button('开始计时').click())
  utils.act(() => jest.advanceTimersByTime(1000))
  expect(clock()).toBe('02:59')
  utils.act(() => jest.advanceTimersByTime(9000))
  expect(clock()).toBe('02:50')

  utils.act(() => button('暂停').click())
  utils.act(() => jest.advanceTimersByTime(30000))
  expect(clock()).toBe('02:50')

  utils.act(() => button('继续').click())
  utils.act(() => jest.advanceTimersByTime(20000))
  expect(clock()).toBe('02:30')

  utils.act(() => button('重置').click())
  expect(clock()).toBe('03:00')
  utils.act(() => jest.advanceTimersByTime(5000))
  expect(clock()).toBe('03:00')

  utils.act(() => button('开始计时').click())
  utils.act(() => jest.advanceTimersByTime(179000))
  expect(clock()).toBe('00:01')
  expect(vibrate).not.toHaveBeenCalled()
  utils.act(() => jest.advanceTimersByTime(1000))
  expect(clock()).toBe('00:00')
  expect(vibrate).toHaveBeenCalledTimes(1)
  expect(visibleToast()).toBe('时间到！')
  expect($('.step-timer__done')?.textContent).toBe('时间到！')
  utils.act(() => jest.advanceTimersByTime(5000))
  expect(vibrate).toHaveBeenCalledTimes(1)
  expect(button('再来一次')).toBeDefined()
})

test('a running timer keeps counting while other steps are shown', async () => {
  await mountSteps('2')
  jest.useFakeTimers({ now: Date.now() })
  utils.act(() => button('开始计时').click())
  utils.act(() => button('下一步').click())
  utils.act(() => jest.advanceTimersByTime(60000))
  expect(counter()).toBe('第 4 / 4 步')
  expect(clock()).toBe('02:00')
})

test('keeps the screen awake while cooking and lets it sleep after', async () => {
  await mountSteps('0')
  expect(requestLock).toHaveBeenCalledWith('screen')
  await waitFor(() => requestLock.mock.results[0])
  await Promise.resolve()
  utils.unmout()
  utils = undefined as never
  await waitFor(() => release.mock.calls.length === 1)
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountSteps('2')
  expect(counter()).toBe('Step 3 of 4')
  expect(button('Start timer')).toBeDefined()
  expect($('.cooking__awake')?.textContent).toBe('The screen stays on while you cook')
})
