import type TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { Picker } from '@/components/taro-h5/picker'
import { Switch } from '@/components/taro-h5/switch'
import { Textarea } from '@/components/taro-h5/textarea'
import { enterText } from '../helpers/controls'
import { $, mountPage, quietActWarning, waitFor } from '../helpers/page'

const changes: unknown[] = []

function Form() {
  const [on, setOn] = useState(false)
  const [note, setNote] = useState('')
  const [date, setDate] = useState('2026-11-23')
  return (
    <>
      <Switch
        className='use-stock'
        checked={on}
        color='#FF7A1A'
        onChange={(event) => {
          changes.push(event.detail.value)
          setOn(event.detail.value)
        }}
      />
      <Switch className='locked' checked disabled />
      <Textarea
        className='note'
        value={note}
        maxlength={10}
        autoHeight
        onInput={(event) => setNote(event.detail.value)}
      />
      <Picker
        className='when'
        mode='date'
        value={date}
        start='2026-11-01'
        end='2026-11-30'
        onChange={(event) => setDate(event.detail.value)}
      >
        <span className='when__text'>{date}</span>
      </Picker>
    </>
  )
}

let utils: TestUtils
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(async () => {
  quietActWarning()
  changes.length = 0
  utils = await mountPage(Form)
  await waitFor(() => $('.use-stock'))
})
afterEach(() => {
  utils.unmout()
  jest.restoreAllMocks()
})

test("H5's Switch is a switch button that flips, reports detail.value, and obeys disabled", async () => {
  const sw = $('.use-stock')!
  expect(sw.tagName).toBe('BUTTON')
  expect(sw.getAttribute('role')).toBe('switch')
  expect(sw.getAttribute('aria-checked')).toBe('false')
  expect(sw.style.getPropertyValue('--switch-on')).toBe('#FF7A1A')
  sw.click()
  await waitFor(() => sw.getAttribute('aria-checked') === 'true')
  expect(sw.classList.contains('taro-switch--on')).toBe(true)
  sw.click()
  await waitFor(() => sw.getAttribute('aria-checked') === 'false')
  expect(changes).toEqual([true, false])
  const locked = $('.locked') as HTMLButtonElement
  expect(locked.disabled).toBe(true)
  expect(locked.getAttribute('aria-checked')).toBe('true')
})

test("H5's Textarea draws a textarea.taro-textarea in its box, limited, reporting detail.value", async () => {
  const area = $('.note textarea.taro-textarea') as HTMLTextAreaElement
  expect(area.maxLength).toBe(10)
  enterText(area, '少放盐')
  await waitFor(() => area.value === '少放盐')
})

test("H5's date Picker is the browser's date input over its content, within start and end", async () => {
  const input = $('.when input.taro-picker__input') as HTMLInputElement
  expect(input.type).toBe('date')
  expect(input.min).toBe('2026-11-01')
  expect(input.max).toBe('2026-11-30')
  expect(input.getAttribute('aria-hidden')).toBe('true')
  const showPicker = jest.fn()
  Object.defineProperty(input, 'showPicker', { value: showPicker })
  $('.when__text')!.click()
  expect(showPicker).toHaveBeenCalledTimes(1)
  enterText(input, '2026-11-20')
  await waitFor(() => $('.when__text')!.textContent === '2026-11-20')
  // Clearing the field (a browser's reset button) is no choice.
  enterText(input, '')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect($('.when__text')!.textContent).toBe('2026-11-20')
})
