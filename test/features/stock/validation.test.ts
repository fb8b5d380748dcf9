import '@/i18n'
import { daysText, deltaText } from '@/features/stock/format'
import { ringSegments, RING_GAP } from '@/features/stock/ring'
import {
  EMPTY_FORM,
  checkStockForm,
  isDateInRange,
  parseQuantity,
  patchOf,
} from '@/features/stock/validation'
import { useSettingsStore } from '@/stores/settings-store'
import { stockItem } from '../../helpers/stock-fixtures'

const NOW = new Date(2026, 10, 22)

test.each([
  ['0', 0],
  ['6', 6],
  ['1.5', 1.5],
  ['0.125', 0.125],
  ['.5', 0.5],
  ['2,75', 2.75],
  [' 3 ', 3],
  ['1000000', 1_000_000],
])('quantity %p reads as %p', (text, value) => {
  expect(parseQuantity(text)).toEqual({ value })
})

test.each([
  ['', 'quantityRequired'],
  ['-1', 'quantityRule'],
  ['1e3', 'quantityRule'],
  ['abc', 'quantityRule'],
  ['1.2.3', 'quantityRule'],
  ['1.2345', 'quantityDecimals'],
  ['1000000.001', 'quantityTooLarge'],
])('quantity %p is refused (%s)', (text, error) => {
  expect(parseQuantity(text)).toEqual({ error })
})

test('dates: real days within the pickers’ ±150 years', () => {
  expect(isDateInRange('2026-12-01', NOW)).toBe(true)
  expect(isDateInRange('1876-01-01', NOW)).toBe(true)
  expect(isDateInRange('1875-12-31', NOW)).toBe(false)
  expect(isDateInRange('2176-12-31', NOW)).toBe(true)
  expect(isDateInRange('2177-01-01', NOW)).toBe(false)
  expect(isDateInRange('2026-02-30', NOW)).toBe(false)
  expect(isDateInRange('2026-2-3', NOW)).toBe(false)
})

test('a full form becomes the request body; limits are the server’s', () => {
  const values = {
    ...EMPTY_FORM,
    name: ' 鸡蛋 ',
    quantity: '6',
    unit: '个',
    bestBefore: '2026-12-01',
  }
  expect(checkStockForm(values, NOW)).toEqual({
    input: {
      name: '鸡蛋',
      quantity: 6,
      unit: '个',
      minQuantity: 0,
      bestBefore: '2026-12-01',
      location: 'fridge',
      note: '',
    },
  })
  expect(checkStockForm({ ...values, name: 'a'.repeat(40) }, NOW).errors).toBeUndefined()
  expect(checkStockForm({ ...values, name: 'a'.repeat(41) }, NOW).errors).toEqual({
    name: 'nameTooLong',
  })
  expect(checkStockForm({ ...values, unit: 'u'.repeat(11) }, NOW).errors).toEqual({
    unit: 'unitTooLong',
  })
  expect(checkStockForm({ ...values, bestBefore: '2300-01-01' }, NOW).errors).toEqual({
    bestBefore: 'dateRange',
  })
  expect(checkStockForm({ ...values, note: 'n'.repeat(201) }, NOW).errors).toEqual({
    note: 'noteTooLong',
  })
})

test('names, units and notes count characters as the server does (an emoji is one)', () => {
  const values = { ...EMPTY_FORM, name: '鸡蛋', quantity: '6', unit: '个' }
  const errorsOf = (changes: Partial<typeof values>) =>
    checkStockForm({ ...values, ...changes }, NOW).errors
  expect(errorsOf({ name: '🥚'.repeat(21) })).toBeUndefined()
  expect(
    errorsOf({ name: '🥚'.repeat(40), unit: '🥄'.repeat(10), note: '📝'.repeat(200) }),
  ).toBeUndefined()
  expect(
    errorsOf({ name: '🥚'.repeat(41), unit: '🥄'.repeat(11), note: '📝'.repeat(201) }),
  ).toEqual({ name: 'nameTooLong', unit: 'unitTooLong', note: 'noteTooLong' })
  // Invisible-only is blank, as the server says; the sent text is what the server stores.
  expect(errorsOf({ name: '\u200b', unit: '\u3164' })).toEqual({
    name: 'nameRequired',
    unit: 'unitRequired',
  })
  const checked = checkStockForm({ ...values, name: '\u200b鸡蛋 ', note: 'a\r\nb ' }, NOW)
  expect(checked.errors === undefined && checked.input).toMatchObject({
    name: '鸡蛋',
    note: 'a\nb',
  })
})

test('an edit sends only what changed, a cleared date as null', () => {
  const item = stockItem(1, { name: '鸡蛋', quantity: 6, bestBefore: '2026-12-01' })
  const checked = checkStockForm(
    { ...EMPTY_FORM, name: '鸡蛋', quantity: '4', unit: '个', bestBefore: null },
    NOW,
  )
  if (!('input' in checked)) throw new Error('expected a valid form')
  expect(patchOf(item, checked.input)).toEqual({ quantity: 4, bestBefore: null })
})

test('days left in words, with one and zero days their own', () => {
  useSettingsStore.getState().setLocale('en')
  expect([-3, -1, 0, 1, 5, null].map((daysLeft) => daysText({ daysLeft }))).toEqual([
    'Expired 3 days ago',
    'Expired yesterday',
    'Best before today',
    'Best before tomorrow',
    '5 days left',
    null,
  ])
  expect(deltaText(2.5, 'kg')).toBe('+2.5 kg')
  // The unit in the reader's words (issue [14]: "1 个" read as Chinese in English).
  expect(deltaText(-1, '个')).toBe('\u22121 piece')
  useSettingsStore.getState().setLocale('zh-Hans')
})

test('the ring: one arc per status present, in proportion, worst first', () => {
  const segments = ringSegments({ score: 40, expired: 1, expiring: 0, low: 1, out: 0, ok: 2 })
  expect(segments.map((s) => s.status)).toEqual(['expired', 'low', 'ok'])
  expect(segments[0].start).toBe(0)
  expect(segments[0].end).toBeCloseTo(0.25 - RING_GAP)
  expect(segments[1].start).toBeCloseTo(0.25)
  expect(segments[2].end).toBeCloseTo(1 - RING_GAP)
  // A single status closes the ring; an empty kitchen draws only the track.
  expect(ringSegments({ score: 100, expired: 0, expiring: 0, low: 0, out: 0, ok: 3 })).toEqual([
    { status: 'ok', color: expect.any(String), start: 0, end: 1 },
  ])
  expect(ringSegments({ score: 100, expired: 0, expiring: 0, low: 0, out: 0, ok: 0 })).toEqual([])
})
