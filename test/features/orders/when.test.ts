import '@/i18n'
import { eatAtOf, formatWhen } from '@/features/orders/when'
import { useSettingsStore } from '@/stores/settings-store'

const now = new Date(2026, 10, 22, 12, 0)
const iso = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString()

beforeEach(() => useSettingsStore.getState().setLocale('zh-Hans'))

test('near days read as words, others as a date, in the phone’s time', () => {
  expect(formatWhen(iso(22, 18, 30), now)).toBe('今天 18:30')
  expect(formatWhen(iso(21, 7, 5), now)).toBe('昨天 07:05')
  expect(formatWhen(iso(23, 0, 0), now)).toBe('明天 00:00')
  expect(formatWhen(iso(19, 12, 0), now)).toBe('2026-11-19 12:00')
  expect(formatWhen('not a date', now)).toBe('')
  useSettingsStore.getState().setLocale('en')
  expect(formatWhen(iso(22, 18, 30), now)).toBe('Today 18:30')
})

test('the pickers’ local date and time become one instant', () => {
  expect(eatAtOf('2026-11-22', '18:30')).toBe(new Date(2026, 10, 22, 18, 30).toISOString())
  expect(eatAtOf('2026-01-01', '00:00')).toBe(new Date(2026, 0, 1, 0, 0).toISOString())
})
