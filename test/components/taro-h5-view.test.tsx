import type TestUtils from '@tarojs/test-utils-react'
import { Image } from '@/components/taro-h5/image'
import { ScrollView } from '@/components/taro-h5/scroll-view'
import { Text } from '@/components/taro-h5/text'
import { View } from '@/components/taro-h5/view'
import { $, mountPage, quietActWarning, waitFor } from '../helpers/page'
import { touchAt } from '../helpers/touch'

const pressed = jest.fn()
const started = jest.fn()
const reachedEnd = jest.fn()
const loaded = jest.fn()

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
      <ScrollView className='list' scrollY lowerThreshold={120} onScrollToLower={reachedEnd}>
        items
      </ScrollView>
      <Image className='cover' src='/img/1.webp' mode='aspectFill' lazyLoad onLoad={loaded} />
      <ScrollView className='chips' scrollX showScrollbar={false}>
        chips
      </ScrollView>
    </View>
  )
}

let utils: TestUtils

beforeEach(async () => {
  quietActWarning()
  pressed.mockReset()
  started.mockReset()
  reachedEnd.mockReset()
  loaded.mockReset()
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

test("H5's ScrollView scrolls one way and tells once each time the end comes near", () => {
  const list = $('.list')!
  expect(list.className).toContain('taro-scroll-view__scroll-y')
  expect($('.chips')!.className).toContain('taro-scroll-view__scroll-x')
  expect($('.chips')!.className).toContain('taro-scroll--hidebar')
  Object.defineProperty(list, 'scrollHeight', { value: 2000, configurable: true })
  Object.defineProperty(list, 'clientHeight', { value: 600, configurable: true })
  const scrollTo = (top: number) => {
    list.scrollTop = top
    list.dispatchEvent(new Event('scroll'))
  }
  scrollTo(1200)
  expect(reachedEnd).not.toHaveBeenCalled()
  scrollTo(1300)
  scrollTo(1350)
  expect(reachedEnd).toHaveBeenCalledTimes(1)
  // More items arrived: the end is far again, then near again.
  Object.defineProperty(list, 'scrollHeight', { value: 3000, configurable: true })
  scrollTo(1400)
  scrollTo(2300)
  expect(reachedEnd).toHaveBeenCalledTimes(2)
})

test("H5's Image is an img in a box, drawn by its mode, lazy when asked, its size on load", () => {
  const img = $('.taro-img.cover > img') as HTMLImageElement
  expect(img.className).toBe('taro-img__mode-aspectfill')
  expect(img.getAttribute('loading')).toBe('lazy')
  expect(img.getAttribute('src')).toBe('/img/1.webp')
  expect(img.alt).toBe('')
  Object.defineProperty(img, 'naturalWidth', { value: 360 })
  Object.defineProperty(img, 'naturalHeight', { value: 240 })
  img.dispatchEvent(new Event('load'))
  expect(loaded).toHaveBeenCalledWith({ detail: { width: 360, height: 240 } })
})
