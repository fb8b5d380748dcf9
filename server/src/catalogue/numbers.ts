/** Numbers as recipes write them: 3, 1.5, 1/2, 两, 十五, 半. */
import { chineseNumber } from '../../../types/chinese-number'

/** A regex source for a written number: 3, 1.5, 1/2, 2 1/2. */
export const DIGITS_SOURCE = String.raw`\d+\s+\d+/\d+|\d+(?:\.\d+)?(?:\s*/\s*\d+)?`
/** A regex source for Chinese numerals (including 半); only an amount when a unit follows. */
export const CHINESE_SOURCE = '[零〇一二两三四五六七八九十百半]+'

export function isChineseNumber(text: string): boolean {
  return /^[零〇一二两三四五六七八九十百半]+$/.test(text)
}

/** The value of a number token matched by NUMBER_SOURCE, or null. */
export function parseNumber(token: string): number | null {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(token.trim())
  if (mixed && Number(mixed[3]) !== 0) {
    return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  }
  const text = token.replace(/\s+/g, '')
  const fraction = /^(\d+)\/(\d+)$/.exec(text)
  if (fraction) {
    const denominator = Number(fraction[2])
    return denominator === 0 ? null : Number(fraction[1]) / denominator
  }
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text)
  return chineseNumber(text)
}
