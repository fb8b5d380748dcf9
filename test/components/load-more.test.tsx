import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import '@/i18n'
import LoadMore, { type LoadMoreStatus } from '@/components/load-more'
import { REACH_BOTTOM_DELAY, createRetriggerGuard } from '@/components/load-more/retrigger'
import { useSettingsStore } from '@/stores/settings-store'
import { bringOnScreen } from '../helpers/intersection-observer'
import { $, quietActWarning } from '../helpers/page'

let utils: TestUtils
const onLoadMore = jest.fn()
const onRetry = jest.fn()

async function mount(status: LoadMoreStatus) {
  utils = new TestUtils()
  await utils.mount(LoadMore, { props: { status, onLoadMore, onRetry } })
  return $('.load-more')!
}

beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  onLoadMore.mockClear()
  onRetry.mockClear()
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
})

test.each<[LoadMoreStatus, string, boolean]>([
  ['idle', '点击加载更多', false],
  ['loading', '正在加载…', true],
  ['noMore', '没有更多了', false],
  ['error', '加载失败，点击重试', false],
])('%s reads "%s"', async (status, text, spinner) => {
  const el = await mount(status)
  expect(el.getAttribute('data-status')).toBe(status)
  expect($('.load-more__text')?.textContent).toBe(text)
  expect(Boolean($('.load-more__spinner'))).toBe(spinner)
})

test('a tap on "load more" loads the next page', async () => {
  const el = await mount('idle')
  el.click()
  expect(onLoadMore).toHaveBeenCalledTimes(1)
  expect(onRetry).not.toHaveBeenCalled()
})

test('a tap on the error retries', async () => {
  const el = await mount('error')
  el.click()
  expect(onRetry).toHaveBeenCalledTimes(1)
  expect(onLoadMore).not.toHaveBeenCalled()
})

test.each<LoadMoreStatus>(['loading', 'noMore'])('a tap while %s does nothing', async (status) => {
  const el = await mount(status)
  el.click()
  expect(onRetry).not.toHaveBeenCalled()
  expect(onLoadMore).not.toHaveBeenCalled()
})

test('on H5 the foot loads the next page while it is on screen, until there is no more', async () => {
  let setStatus: (status: LoadMoreStatus) => void = () => undefined
  function Feed() {
    const [status, set] = useState<LoadMoreStatus>('idle')
    setStatus = set
    return <LoadMore status={status} onLoadMore={onLoadMore} onRetry={onRetry} />
  }
  utils = new TestUtils()
  await utils.mount(Feed, { props: {} })
  const foot = $('.load-more')!
  expect(onLoadMore).not.toHaveBeenCalled()
  utils.act(() => bringOnScreen(foot))
  expect(onLoadMore).toHaveBeenCalledTimes(1)
  // The page arrives and the foot is still in view (a fling to the bottom): the next page.
  utils.act(() => setStatus('loading'))
  utils.act(() => setStatus('idle'))
  expect(onLoadMore).toHaveBeenCalledTimes(2)
  // Scrolled away, a page that arrives loads nothing more.
  utils.act(() => bringOnScreen(foot, false))
  utils.act(() => setStatus('loading'))
  utils.act(() => setStatus('idle'))
  expect(onLoadMore).toHaveBeenCalledTimes(2)
  // Nothing more to load: the foot on screen asks for nothing.
  utils.act(() => setStatus('noMore'))
  utils.act(() => bringOnScreen(foot))
  expect(onLoadMore).toHaveBeenCalledTimes(2)
  expect(onRetry).not.toHaveBeenCalled()
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await mount('noMore')
  expect($('.load-more__text')?.textContent).toBe('That is everything')
})

test('reach-bottom fires again only 350 ms after it last fired', () => {
  expect(REACH_BOTTOM_DELAY).toBe(350)
  let now = 1000
  const guard = createRetriggerGuard(REACH_BOTTOM_DELAY, () => now)
  expect(guard()).toBe(true)
  now += 100
  expect(guard()).toBe(false)
  now += 249
  expect(guard()).toBe(false)
  now += 1
  expect(guard()).toBe(true)
  now += 349
  expect(guard()).toBe(false)
})
