import { PICKER_YEARS } from '@shared/kitchen'

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

/**
 * The seed's rule for every date picker: `start` and `end` for a Taro date Picker, from 1 January
 * PICKER_YEARS back to 31 December PICKER_YEARS ahead (the server accepts the same range).
 */
export function pickerDateRange(now = new Date()): { start: string; end: string } {
  const year = now.getFullYear()
  return { start: `${year - PICKER_YEARS}-01-01`, end: `${year + PICKER_YEARS}-12-31` }
}

/** A local date as the pickers and the API write it: YYYY-MM-DD. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A local time as a time Picker writes it: HH:mm. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}
