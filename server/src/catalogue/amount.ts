import { COUNT_UNITS } from '../../../types/amounts'
import { CHINESE_SOURCE, DIGITS_SOURCE, parseNumber } from './numbers'

/** Amounts as recipes write them: 300g, 10 ml, 2-3 个, 1/2 勺, 两瓣, 半 根. */

export interface Amount {
  quantity: number
  quantityLow: number | null
  unit: string | null
}

/** Units whose amounts are counted pieces (types/amounts.ts: shared with the app's rounding). */
export { COUNT_UNITS }
const MEASURE_UNITS = [
  ...'g kg mg ml L 克 千克 公斤 毫升 升 斤 两 cm 厘米 勺 小勺 大勺 汤勺 汤匙 茶匙 小匙 大匙 碗 小碗 杯 小杯 滴 撮 小撮'.split(
    ' ',
  ),
  ...['mL', 'ML', 'G', 'KG', 'tbsp', 'tsp', 'cup', 'oz'],
]
const UNIT_NAMES: Record<string, string> = {
  克: 'g',
  G: 'g',
  千克: 'kg',
  公斤: 'kg',
  KG: 'kg',
  毫升: 'ml',
  mL: 'ml',
  ML: 'ml',
  升: 'L',
  厘米: 'cm',
}

export const ALL_UNITS = new Set([...COUNT_UNITS, ...MEASURE_UNITS])
const UNIT_SOURCE = [...ALL_UNITS]
  .sort((a, b) => b.length - a.length)
  // A Latin unit must end its word: "10 g" is grams, "10 gelatin" is not.
  .map((u) => (/^[A-Za-z]+$/.test(u) ? `${u}(?![A-Za-z])` : u))
  .join('|')
const RANGE = String.raw`\s*(?:-|~|到|至)\s*`
// Digits may stand alone ("鸡蛋 2"); Chinese numerals need a unit (三个, but 三明治).
const AMOUNT_SOURCE =
  `(?:约|大约|大概)?\\s*(?:(?<low>${DIGITS_SOURCE})(?:\\s*(?<unitLow>${UNIT_SOURCE}))?` +
  `(?:${RANGE}(?<high>${DIGITS_SOURCE}))?(?:\\s*(?<unit>${UNIT_SOURCE}))?` +
  `|(?<cLow>${CHINESE_SOURCE})(?:${RANGE}(?<cHigh>${CHINESE_SOURCE}))?\\s*(?<cUnit>${UNIT_SOURCE}))`
export const AMOUNT_AT_START = new RegExp(`^\\s*(?<sep>[=:：,，])?\\s*${AMOUNT_SOURCE}(?<rest>.*)$`)
export const AMOUNT_THEN_NAME = new RegExp(`^${AMOUNT_SOURCE}\\s*(?<name>\\D.*)$`)
export const AMOUNT_ONLY = new RegExp(`^${AMOUNT_SOURCE}$`)
export const AMOUNT_START = /^[\s=:：,，]*(?:约|大约|大概)?\s*[\d零〇一二两三四五六七八九十百半]/

function unitOf(token: string | undefined): string | null {
  if (!token) return null
  return UNIT_NAMES[token] ?? token
}

/** The amount a match of the patterns above reads, or null when its parts disagree. */
export function amountOf(groups: Record<string, string | undefined>): Amount | null {
  const low = groups.low ?? groups.cLow
  const high = groups.high ?? groups.cHigh
  const unitToken = groups.unit ?? groups.unitLow ?? groups.cUnit
  if (low === undefined) return null
  if (groups.unit && groups.unitLow && unitOf(groups.unit) !== unitOf(groups.unitLow)) return null
  const lowValue = parseNumber(low)
  const highValue = high === undefined ? null : parseNumber(high)
  if (lowValue === null || (high !== undefined && highValue === null)) return null
  if (highValue !== null && highValue > lowValue) {
    return { quantity: highValue, quantityLow: lowValue, unit: unitOf(unitToken) }
  }
  return { quantity: highValue ?? lowValue, quantityLow: null, unit: unitOf(unitToken) }
}
