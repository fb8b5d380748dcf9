import type TestUtils from '@tarojs/test-utils-react'
import { Text } from '@/components/taro-h5/text'
import { View } from '@/components/taro-h5/view'
import { $, mountPage, quietActWarning, waitFor } from '../helpers/page'
import { touchAt } from '../helpers/touch'

const pressed = jest.fn()
const started = jest.fn()

function Screen() {
  return (
    <View>
      <View
        className='row'
        role='button'
        aria-label='盐'
        onLongPress={pressed}
        onTouchStart={started}
        catchMove
      >
        row
      </View>
      <Text className='plain'>a</Text>
      <Text className='code' userSelect>
        AB12
      </Text>
    </View>
  )
}

let utils: TestUtils

beforeEach(async () => {
  quietActWarning()
  pressed.mockReset()
  started.mockReset()
  utils = await mountPage(Screen)
  await waitFor(() => $('.row'))
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
  utils.unmout()
  jest.restoreAllMocks()
})

test("H5's View is a div with the DOM's props; a touch held 350 ms is a long press", () => {
  const row = $('div.row')!
  expect(row.getAttribute('aria-label')).toBe('盐')
  expect(row.hasAttribute('catchmove')).toBe(false)
  touchAt(row, 'touchstart', 10, 10)
  expect(started).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(349)
  expect(pressed).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(pressed).toHaveBeenCalledTimes(1)

  // A touch that moves (a scroll) or ends early is no long press.
  touchAt(row, 'touchstart', 10, 10)
  touchAt(row, 'touchmove', 10, 40)
  jest.advanceTimersByTime(400)
  touchAt(row, 'touchstart', 10, 10)
  touchAt(row, 'touchend', 10, 10)
  jest.advanceTimersByTime(400)
  expect(pressed).toHaveBeenCalledTimes(1)
})

test("H5's Text is a span; userSelect lets it be selected", () => {
  expect($('span.plain')!.style.userSelect).toBe('')
  expect($('span.code')!.style.userSelect).toBe('text')
})
