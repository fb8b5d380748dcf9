import type TestUtils from '@tarojs/test-utils-react'
import { useEffect, useState } from 'react'
import { View } from '@/components/taro-h5/view'
import { $, mountPage, quietActWarning, waitFor } from '../helpers/page'
import { touchAt } from '../helpers/touch'

const started = jest.fn()
let touchedOnArrival: Promise<void>

/** A row that arrives later, as a list does when its answer comes (outside React's act). */
function Screen() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 20)
    return () => clearTimeout(timer)
  }, [])
  return <View>{shown && <View className='row' onTouchStart={started} />}</View>
}

let utils: TestUtils

beforeEach(() => {
  quietActWarning()
  started.mockReset()
  // A finger already on the screen: the touch comes the moment the row is in the page, before
  // any later task (where React runs its passive effects) has had a turn.
  touchedOnArrival = new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      const row = $('.row')
      if (!row) return
      watch.disconnect()
      touchAt(row, 'touchstart', 10, 10)
      resolve()
    })
    watch.observe(document.body, { childList: true, subtree: true })
  })
})
afterEach(() => {
  utils.unmout()
  jest.restoreAllMocks()
})

test("H5's View takes a touch as soon as it is on the screen", async () => {
  utils = await mountPage(Screen)
  await touchedOnArrival
  await waitFor(() => $('.row'))
  expect(started).toHaveBeenCalledTimes(1)
})
