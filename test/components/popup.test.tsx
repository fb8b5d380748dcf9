import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import '@/i18n'
import Popup from '@/components/popup'
import { $, $$, mountPage, onRoute, quietActWarning, waitFor } from '../helpers/page'

let utils: TestUtils
let hide: jest.SpyInstance
let show: jest.SpyInstance

function TwoPopups() {
  const [open, setOpen] = useState({ a: false, b: false })
  return (
    <>
      <button className='open-a' onClick={() => setOpen((o) => ({ ...o, a: true }))} />
      <button className='open-b' onClick={() => setOpen((o) => ({ ...o, b: true }))} />
      <Popup visible={open.a} onClose={() => setOpen((o) => ({ ...o, a: false }))} title='A'>
        a
      </Popup>
      <Popup visible={open.b} onClose={() => setOpen((o) => ({ ...o, b: false }))} title='B'>
        b
      </Popup>
    </>
  )
}

beforeEach(() => {
  quietActWarning()
  hide = jest.spyOn(Taro, 'hideTabBar').mockResolvedValue({ errMsg: 'ok' } as never)
  show = jest.spyOn(Taro, 'showTabBar').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
})

const click = (selector: string) => utils.act(() => $(selector)!.click())

test('on a tab page the tab bar hides while any popup shows, and comes back after the last', async () => {
  onRoute('/pages/profile/index')
  utils = await mountPage(TwoPopups)
  await waitFor(() => $('.open-a'))
  click('.open-a')
  await waitFor(() => $$('.popup').length === 1)
  expect(hide).toHaveBeenCalledTimes(1)
  click('.open-b')
  await waitFor(() => $$('.popup').length === 2)
  expect(hide).toHaveBeenCalledTimes(1)
  utils.act(() => $$('.popup__mask')[0].click())
  await waitFor(() => $$('.popup').length === 1)
  expect(show).not.toHaveBeenCalled()
  utils.act(() => $$('.popup__close')[0].click())
  await waitFor(() => $$('.popup').length === 0)
  expect(show).toHaveBeenCalledTimes(1)
})

test('off the tab pages there is no tab bar to hide', async () => {
  onRoute('/pages/food/detail', { id: '1' })
  utils = await mountPage(TwoPopups)
  await waitFor(() => $('.open-a'))
  click('.open-a')
  await waitFor(() => $$('.popup').length === 1)
  expect(hide).not.toHaveBeenCalled()
})

test('a popup unmounted while open lets the tab bar back', async () => {
  onRoute('/pages/cart/index')
  utils = await mountPage(TwoPopups)
  await waitFor(() => $('.open-a'))
  click('.open-a')
  await waitFor(() => $$('.popup').length === 1)
  utils.unmout()
  expect(show).toHaveBeenCalledTimes(1)
})
