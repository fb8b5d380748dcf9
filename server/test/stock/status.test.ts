import { addDays, dayIn, daysBetween, isTimeZone } from '../../src/lib/kitchen-day'
import { scoreOf, statusOf, summarize } from '../../src/stock/status'

const today = '2026-11-22'
const item = (quantityMilli: number, minQuantityMilli = 0, bestBefore: string | null = null) => ({
  quantityMilli,
  minQuantityMilli,
  bestBefore,
})

describe('kitchen day', () => {
  test('today is counted in the kitchen’s zone', () => {
    // 2026-11-22 17:30 UTC is already the 23rd in Shanghai, still the 22nd in New York.
    const now = Date.parse('2026-11-22T17:30:00Z')
    expect(dayIn('Asia/Shanghai', now)).toBe('2026-11-23')
    expect(dayIn('America/New_York', now)).toBe('2026-11-22')
    expect(dayIn('UTC', now)).toBe('2026-11-22')
  })

  test('the day turns at the zone’s midnight, however often it was asked before', () => {
    const lastMs = Date.parse('2026-11-23T15:59:59.999Z') // 23:59:59.999 in Shanghai
    for (let i = 0; i < 3; i++) expect(dayIn('Asia/Shanghai', lastMs - i)).toBe('2026-11-23')
    expect(dayIn('Asia/Shanghai', lastMs + 1)).toBe('2026-11-24')
    // Asked again for an earlier time (another caller's clock), it answers that time's day.
    expect(dayIn('Asia/Shanghai', lastMs)).toBe('2026-11-23')
    // India's offset is a half hour: its midnight is 18:30 UTC.
    expect(dayIn('Asia/Kolkata', Date.parse('2026-11-23T18:29:59Z'))).toBe('2026-11-23')
    expect(dayIn('Asia/Kolkata', Date.parse('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
  })

  test('whole days between dates, across months and years', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3)
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1)
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
  })

  test('known zones only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('statusOf', () => {
  test.each([
    ['nothing left, whatever the date', item(0, 0, '2026-11-01'), 'out', -21],
    ['past its date', item(500, 0, '2026-11-21'), 'expired', -1],
    ['goes off today', item(500, 0, today), 'expiring', 0],
    ['goes off in 3 days', item(500, 0, '2026-11-25'), 'expiring', 3],
    ['goes off in 4 days', item(500, 0, '2026-11-26'), 'ok', 4],
    ['at its minimum', item(2000, 2000), 'low', null],
    ['below its minimum and expiring', item(1000, 2000, '2026-11-23'), 'expiring', 1],
    ['above its minimum', item(2001, 2000), 'ok', null],
    ['no minimum, no date', item(1), 'ok', null],
  ])('%s', (_label, input, status, daysLeft) => {
    expect(statusOf(input, today)).toEqual({ status, daysLeft })
  })
})

describe('score', () => {
  test('an empty or all-ok kitchen scores 100; nothing ok scores 0', () => {
    expect(scoreOf({ expired: 0, expiring: 0, low: 0, out: 0, ok: 0 })).toBe(100)
    expect(scoreOf({ expired: 0, expiring: 0, low: 0, out: 0, ok: 12 })).toBe(100)
    expect(scoreOf({ expired: 3, expiring: 1, low: 2, out: 1, ok: 0 })).toBe(0)
  })

  test('expired items weigh most, then expiring, then low and out', () => {
    const base = { expired: 0, expiring: 0, low: 0, out: 0, ok: 4 }
    const expired = scoreOf({ ...base, expired: 1 })
    const expiring = scoreOf({ ...base, expiring: 1 })
    const low = scoreOf({ ...base, low: 1 })
    const out = scoreOf({ ...base, out: 1 })
    expect(expired).toBe(50)
    expect(expiring).toBe(67)
    expect(low).toBe(80)
    expect(out).toBe(80)
    expect(expired).toBeLessThan(expiring)
    expect(expiring).toBeLessThan(low)
  })

  test('summarize counts statuses and scores them', () => {
    expect(summarize(['ok', 'ok', 'ok', 'low', 'expired'])).toEqual({
      score: 38,
      expired: 1,
      expiring: 0,
      low: 1,
      out: 0,
      ok: 3,
    })
  })
})
