import { localDate, localTime, pickerDateRange } from '@/services/picker-range'

test('pickers reach 150 years either side of the current year', () => {
  expect(pickerDateRange(new Date(2026, 10, 22))).toEqual({
    start: '1876-01-01',
    end: '2176-12-31',
  })
})

test('local dates and times as the pickers write them', () => {
  const at = new Date(2026, 0, 5, 7, 3)
  expect(localDate(at)).toBe('2026-01-05')
  expect(localTime(at)).toBe('07:03')
})
