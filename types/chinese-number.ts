/** Chinese numerals as recipes write them, read the same way by the app and the server. */

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
}

/** 十五 → 15, 二十 → 20, 两 → 2, 半 → 0.5; null when the text is not such a number. */
export function chineseNumber(text: string): number | null {
  if (text === '半') return 0.5
  let total = 0
  let current = 0
  for (const ch of text) {
    const digit = DIGITS[ch]
    const scale = ch === '十' ? 10 : ch === '百' ? 100 : 0
    if (digit !== undefined) {
      current = digit
    } else if (scale) {
      total += (current || 1) * scale
      current = 0
    } else {
      return null
    }
  }
  return total + current
}
