/**
 * How a recipe's amounts are rounded once scaled, the same on the server (`?servings=`) and in
 * the app (the servings stepper rescales at once): what a cook would write, no "4.5 g" or
 * "333.3333 g".
 */

/** Units whose amounts are counted pieces: rounded to halves, or up to whole ones. */
export const COUNT_UNITS = new Set(
  '个 只 根 瓣 片 颗 块 小块 大块 枚 袋 盒 条 棵 叶 罐 段 小段 张 头 粒 包 瓶 朵 串 节 听 份 把 小把 捆 支 尾 株 卷'.split(
    ' ',
  ),
)
/** Grams and millilitres: whole numbers, fives past 100. */
const SMALL_METRIC = new Set(['g', 'ml', '克', '毫升'])

/** The recipe asks for whole pieces ("鸡蛋 1.5 个 * 份数，向上取整"): its note says so. */
export function roundsUp(note: string | null | undefined): boolean {
  return !!note && note.includes('向上取整')
}

/**
 * A scaled amount: pieces up to the next whole one when the recipe says 向上取整, else to the
 * nearest half (never below half a piece); grams and millilitres whole (to 5 past 100, one
 * decimal below 1); anything else to two decimals below 10, one below 100, whole above.
 */
export function roundAmount(value: number, unit: string | null, roundUp = false): number {
  if (unit !== null && COUNT_UNITS.has(unit)) {
    // A hair of float error (1.5 × 2 = 3.0000000004) must not become one more egg.
    if (roundUp) return Math.max(1, Math.ceil(value - 1e-9))
    if (value >= 0.5) return Math.round(value * 2) / 2
  }
  if (unit !== null && SMALL_METRIC.has(unit)) {
    if (value >= 100) return Math.round(value / 5) * 5
    if (value >= 1) return Math.round(value)
    return Math.max(0.1, Math.round(value * 10) / 10)
  }
  const digits = value < 10 ? 100 : value < 100 ? 10 : 1
  return Math.round(value * digits) / digits
}

const HALF = '½'

/** A count as a cook writes it: 0.5 → "½", 1.5 → "1½", 2 → "2"; other values as they are. */
export function friendlyCount(value: number): string {
  const whole = Math.floor(value)
  if (Math.abs(value - whole - 0.5) < 1e-9) return whole === 0 ? HALF : `${whole}${HALF}`
  return String(value)
}
