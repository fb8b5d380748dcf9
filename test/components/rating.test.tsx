import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import '@/i18n'
import { RatingStars, formatRating } from '@/components/rating'
import { RatingInput } from '@/components/rating/input'
import { useSettingsStore } from '@/stores/settings-store'
import { $, $$, quietActWarning } from '../helpers/page'

let utils: TestUtils
let value = 0

function Editable() {
  const [rating, setRating] = useState(0)
  return (
    <RatingInput
      value={rating}
      onChange={(next) => {
        value = next
        setRating(next)
      }}
    />
  )
}

const fills = () =>
  $$('.rating__star').map((el) => el.className.replace(/.*rating__star--(\w+).*/, '$1'))

async function show(node: () => JSX.Element) {
  utils = new TestUtils()
  await utils.mount(node, { props: {} })
}

beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  value = 0
})
afterEach(() => {
  utils.unmout()
  jest.restoreAllMocks()
})

test.each([
  [4.5, ['full', 'full', 'full', 'full', 'half']],
  [4.3, ['full', 'full', 'full', 'full', 'half']],
  [4.2, ['full', 'full', 'full', 'full', 'empty']],
  [3.8, ['full', 'full', 'full', 'full', 'empty']],
  [1, ['full', 'empty', 'empty', 'empty', 'empty']],
  [0.2, ['empty', 'empty', 'empty', 'empty', 'empty']],
])('the read-only form draws %s as %j', async (rating, expected) => {
  await show(() => <RatingStars value={rating} showValue />)
  expect(fills()).toEqual(expected)
  expect($('.rating')?.getAttribute('aria-label')).toBe(`评分 ${formatRating(rating)} / 5`)
  expect($('.rating__number')?.textContent).toBe(formatRating(rating))
})

test('the editable form: one labelled 44 px target per star; a tap rates', async () => {
  await show(Editable)
  const targets = $$('.rating-input__target')
  expect(targets.map((el) => el.getAttribute('aria-label'))).toEqual([
    '1 星',
    '2 星',
    '3 星',
    '4 星',
    '5 星',
  ])
  expect($('.rating-input__words')?.textContent).toBe('点星星打分')
  utils.act(() => targets[2].click())
  expect(value).toBe(3)
  expect(targets[2].getAttribute('aria-checked')).toBe('true')
  expect(fills()).toEqual(['full', 'full', 'full', 'empty', 'empty'])
  expect($('.rating-input__words')?.textContent).toBe('还不错')
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await show(() => <RatingStars value={3} />)
  expect($('.rating')?.getAttribute('aria-label')).toBe('Rated 3 out of 5')
})
