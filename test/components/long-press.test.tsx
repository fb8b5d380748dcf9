import { View } from '@tarojs/components'
import type TestUtils from '@tarojs/test-utils-react'
import { LONG_PRESS_MS, useLongPress } from '@/components/long-press/use-long-press'
import { $, mountPage, quietActWarning, waitFor } from '../helpers/page'
import { touchAt } from '../helpers/touch'

const pressed = jest.fn()
const tapped = jest.fn()

function Row() {
  const press = useLongPress(pressed)
  return (
    <View className='row' {...press.handlers} onClick={press.click(tapped)}>
      row
    </View>
  )
}

let utils: TestUtils
let row: HTMLElement

beforeEach(async () => {
  quietActWarning()
  pressed.mockReset()
  tapped.mockReset()
  utils = await mountPage(Row)
  row = await waitFor(() => $('.row'))
})
afterEach(() => {
  utils.unmout()
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('a press held for 350 ms fires once, and the tap that ends it is swallowed', async () => {
  touchAt(row, 'touchstart', 100, 100)
  await wait(LONG_PRESS_MS - 150)
  expect(pressed).not.toHaveBeenCalled()
  await wait(250)
  expect(pressed).toHaveBeenCalledTimes(1)
  // No click for the browser to send to what opened under the finger (H5).
  expect(touchAt(row, 'touchend', 100, 100).defaultPrevented).toBe(true)
  utils.act(() => row.click())
  expect(tapped).not.toHaveBeenCalled()
  // The next ordinary tap goes through.
  utils.act(() => row.click())
  expect(tapped).toHaveBeenCalledTimes(1)
})

test('lifting early is a tap, not a long press', async () => {
  touchAt(row, 'touchstart', 100, 100)
  await wait(100)
  expect(touchAt(row, 'touchend', 100, 100).defaultPrevented).toBe(false)
  utils.act(() => row.click())
  await wait(LONG_PRESS_MS)
  expect(pressed).not.toHaveBeenCalled()
  expect(tapped).toHaveBeenCalledTimes(1)
})

test('moving within 10 px still presses; further is a scroll', async () => {
  touchAt(row, 'touchstart', 100, 100)
  touchAt(row, 'touchmove', 106, 108)
  await wait(LONG_PRESS_MS + 50)
  expect(pressed).toHaveBeenCalledTimes(1)

  touchAt(row, 'touchstart', 100, 100)
  touchAt(row, 'touchmove', 100, 111)
  await wait(LONG_PRESS_MS + 50)
  expect(pressed).toHaveBeenCalledTimes(1)
})

test('H5: the click that ends a long press is dropped wherever it lands (the row may be gone)', async () => {
  // Another row, which moves under the finger when the held one is removed.
  const next = document.createElement('button')
  const opened = jest.fn()
  next.addEventListener('click', opened)
  document.body.append(next)
  try {
    touchAt(row, 'touchstart', 100, 100)
    await wait(LONG_PRESS_MS + 50)
    expect(pressed).toHaveBeenCalledTimes(1)
    // The held row's touchend reaches no one (removed); the browser's click hits the next row.
    next.click()
    expect(opened).not.toHaveBeenCalled()
    // A new touch is the user's own tap.
    touchAt(next, 'touchstart', 100, 100)
    next.click()
    expect(opened).toHaveBeenCalledTimes(1)
  } finally {
    next.remove()
  }
})

test('H5: once the finger has lifted, only a click that comes soon after is dropped', async () => {
  const next = document.createElement('button')
  const opened = jest.fn()
  next.addEventListener('click', opened)
  document.body.append(next)
  try {
    touchAt(row, 'touchstart', 100, 100)
    await wait(LONG_PRESS_MS + 50)
    touchAt(row, 'touchend', 100, 100)
    await wait(800)
    // No click came for that touch (its touchend was cancelled): a later keyboard click counts.
    next.click()
    expect(opened).toHaveBeenCalledTimes(1)
  } finally {
    next.remove()
  }
})
