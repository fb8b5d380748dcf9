import { Text } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import PullRefresh from '@/components/pull-refresh'
import { useSettingsStore } from '@/stores/settings-store'
import { $, firePageEvent, quietActWarning, waitFor } from '../../helpers/page'
import { dragDown, touch } from '../../helpers/touch'

let utils: TestUtils
let finishRefresh: () => void
let refreshes: number

function Harness() {
  return (
    <PullRefresh
      onRefresh={() => {
        refreshes += 1
        return new Promise<void>((resolve) => {
          finishRefresh = resolve
        })
      }}
    >
      <Text className='content'>内容</Text>
    </PullRefresh>
  )
}

const root = () => $('.pull-refresh')!
const phase = () => root().getAttribute('data-phase')
const indicator = () => $('.pull-refresh__text')?.textContent ?? null
const height = () => $('.pull-refresh__indicator')!.style.height

beforeEach(async () => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  refreshes = 0
  utils = new TestUtils()
  await utils.mount(Harness, { props: {} })
  utils.act(() => firePageEvent('onPageScroll', { scrollTop: 0 }))
})
afterEach(() => {
  utils.unmout()
  jest.restoreAllMocks()
})

test('idle shows no indicator', () => {
  expect(phase()).toBe('idle')
  expect(indicator()).toBeNull()
  expect(height()).toBe('0px')
})

test('pulled past the threshold and let go: pulling → reached → refreshing → restoring → idle', async () => {
  utils.act(() => {
    dragDown(root(), 40)
  })
  expect(phase()).toBe('pulling')
  expect(indicator()).toBe('下拉刷新')
  expect(parseFloat(height())).toBeGreaterThan(0)

  utils.act(() => {
    touch(root(), 'touchmove', 100 + 160)
  })
  expect(phase()).toBe('reached')
  expect(indicator()).toBe('松开立即刷新')

  utils.act(() => {
    touch(root(), 'touchend', 260)
  })
  expect(phase()).toBe('refreshing')
  expect(indicator()).toBe('正在刷新…')
  await waitFor(() => refreshes === 1)
  // Still refreshing until the reload settles.
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(phase()).toBe('refreshing')

  utils.act(() => finishRefresh())
  await waitFor(() => phase() === 'restoring')
  expect(indicator()).toBe('刷新完成')
  expect(height()).toBe('0px')
  await waitFor(() => phase() === 'idle')
  expect(indicator()).toBeNull()
  expect(refreshes).toBe(1)
})

test('let go below the threshold: pulling → aborting → idle, and nothing reloads', async () => {
  utils.act(() => {
    dragDown(root(), 30)
  })
  expect(phase()).toBe('pulling')
  utils.act(() => {
    touch(root(), 'touchend', 130)
  })
  expect(phase()).toBe('aborting')
  expect(indicator()).toBe('下拉距离不够，已取消')
  await waitFor(() => phase() === 'idle')
  expect(refreshes).toBe(0)
})

test('the pull takes the gesture from the browser (no native overscroll or reload)', () => {
  let move: Event | undefined
  utils.act(() => {
    move = dragDown(root(), 40)
  })
  expect(move?.defaultPrevented).toBe(true)
})

test('a page scrolled down is scrolled, not pulled', () => {
  utils.act(() => firePageEvent('onPageScroll', { scrollTop: 300 }))
  let move: Event | undefined
  utils.act(() => {
    move = dragDown(root(), 200)
  })
  expect(phase()).toBe('idle')
  expect(move?.defaultPrevented).toBe(false)
})

test('an upward swipe at the top scrolls as usual', () => {
  let move: Event | undefined
  utils.act(() => {
    touch(root(), 'touchstart', 300)
    move = touch(root(), 'touchmove', 200)
  })
  expect(phase()).toBe('idle')
  expect(move?.defaultPrevented).toBe(false)
})

test('drags during a refresh change nothing, and a second refresh waits for the first', async () => {
  utils.act(() => {
    dragDown(root(), 200)
    touch(root(), 'touchend', 300)
  })
  expect(phase()).toBe('refreshing')
  utils.act(() => {
    dragDown(root(), 200)
    touch(root(), 'touchend', 300)
  })
  expect(phase()).toBe('refreshing')
  await waitFor(() => refreshes === 1)
  utils.act(() => finishRefresh())
  await waitFor(() => phase() === 'idle')
  expect(refreshes).toBe(1)
})

test("the platform's own pull-down (mini-programs) goes straight to refreshing", async () => {
  utils.act(() => firePageEvent('onPullDownRefresh'))
  expect(phase()).toBe('refreshing')
  await waitFor(() => refreshes === 1)
  utils.act(() => finishRefresh())
  await waitFor(() => phase() === 'idle')
})

test('the indicator speaks the chosen language', () => {
  utils.act(() => useSettingsStore.getState().setLocale('en'))
  utils.act(() => {
    dragDown(root(), 200)
  })
  expect(indicator()).toBe('Release to refresh')
})
