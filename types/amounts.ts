/**
 * How amounts are rounded and shown, one policy for the dish page, the steps, the settle popup,
 * the stock movements and the shopping list, on the server and in the app: what a cook would
 * measure, no "1.5 个鸡蛋", "4.5 g" or "0.004 斤".
 */

/** Units whose amounts are counted pieces: always whole. */
export const COUNT_UNITS = new Set(
  '个 只 根 瓣 片 颗 块 小块 大块 枚 袋 盒 条 棵 叶 罐 段 小段 张 头 粒 包 瓶 朵 串 节 听 份 把 小把 捆 支 尾 株 卷'.split(
    ' ',
  ),
)

/** Grams and millilitres (and their Chinese spellings). */
const SMALL_METRIC = new Set(['g', 'ml', 'mL', '克', '毫升'])

/**
 * Large units a cook reads in grams or millilitres below half of one: 2 g of sugar, not
 * 0.004 斤; 半斤 and 1.5 L stay as they are.
 */
const LARGE_METRIC: Record<string, { unit: string; factor: number; step: number }> = {
  斤: { unit: 'g', factor: 500, step: 0.5 },
  两: { unit: 'g', factor: 50, step: 0.5 },
  kg: { unit: 'g', factor: 1000, step: 0.1 },
  千克: { unit: 'g', factor: 1000, step: 0.1 },
  公斤: { unit: 'g', factor: 1000, step: 0.1 },
  L: { unit: 'ml', factor: 1000, step: 0.1 },
  l: { unit: 'ml', factor: 1000, step: 0.1 },
  升: { unit: 'ml', factor: 1000, step: 0.1 },
}

const EPSILON = 1e-9

function toStep(value: number, step: number): number {
  // Decimal steps as decimals: 0.1 × 3 is 0.3, not 0.30000000000000004.
  const places = step >= 1 ? 0 : Math.ceil(-Math.log10(step))
  return Number((Math.round(value / step + EPSILON) * step).toFixed(places))
}

function roundMetric(value: number): number {
  if (value >= 1000) return toStep(value, 10)
  if (value >= 100) return toStep(value, 5)
  if (value >= 1) return toStep(value, 1)
  return Math.max(0.1, toStep(value, 0.1))
}

/**
 * A scaled amount in its own unit: pieces whole (up to the next whole one when the recipe says
 * so, never below one); grams and millilitres whole (5s past 100, 10s past 1000, one decimal
 * below 1); 斤 and 两 to halves, kg and L to tenths; spoons, cups and other measures to halves
 * (never below a half); no unit to two decimals.
 */
export function roundAmount(value: number, unit: string | null, roundUp = false): number {
  if (!(value > 0)) return 0
  if (unit !== null && COUNT_UNITS.has(unit)) {
    // A hair of float error (1.5 × 2 = 3.0000000004) must not become one more egg.
    return Math.max(1, roundUp ? Math.ceil(value - EPSILON) : toStep(value, 1))
  }
  if (unit !== null && SMALL_METRIC.has(unit)) return roundMetric(value)
  const large = unit === null ? undefined : LARGE_METRIC[unit]
  if (large) return Math.max(large.step, toStep(value, large.step))
  if (unit === null) return toStep(value, value < 10 ? 0.01 : value < 100 ? 0.1 : 1)
  return Math.max(0.5, toStep(value, 0.5))
}

export interface Readable {
  quantity: number
  unit: string | null
}

/**
 * An amount in the unit a cook would read it in, rounded: below half a 斤, 两, kg or L it reads
 * in grams or millilitres (0.004 斤 → 2 g). The value is the same amount, only shown.
 */
export function readableAmount(value: number, unit: string | null, roundUp = false): Readable {
  const large = unit === null ? undefined : LARGE_METRIC[unit]
  if (large && value < 0.5 - EPSILON) {
    return { quantity: roundMetric(value * large.factor), unit: large.unit }
  }
  return { quantity: roundAmount(value, unit, roundUp), unit }
}

/** Halves of spoons and cups read as a cook writes them: 0.5 → "½", 1.5 → "1½". */
export function friendlyCount(value: number): string {
  const whole = Math.floor(value)
  if (Math.abs(value - whole - 0.5) < EPSILON) return whole === 0 ? '½' : `${whole}½`
  return String(value)
}

/** An amount in a step's text ("加入 10 ～ 20 毫升料酒"): where its number is, to scale it. */
export interface StepAmount {
  /** The number's place in the text, in UTF-16 units: text.slice(start, end) is "10 ～ 20". */
  start: number
  end: number
  quantity: number
  quantityLow: number | null
  unit: string
}

/** A number as a step writes it: a range "10-20", halves of spoons as "1½". */
function amountWords(quantity: number, quantityLow: number | null, unit: string): string {
  const one = (value: number) => (COUNT_UNITS.has(unit) ? String(value) : friendlyCount(value))
  const high = roundAmount(quantity, unit)
  const low = quantityLow === null ? null : roundAmount(quantityLow, unit)
  return low === null || low >= high ? one(high) : `${one(low)}-${one(high)}`
}

/**
 * A step's text with its amounts at `factor` times the recipe's servings, rounded as the
 * ingredients are, and where those amounts now stand. At factor 1 the text is as written.
 */
export function scaleStep(
  text: string,
  amounts: readonly StepAmount[],
  factor: number,
): { text: string; amounts: StepAmount[] } {
  if (factor === 1 || amounts.length === 0) return { text, amounts: [...amounts] }
  let out = ''
  let at = 0
  const moved: StepAmount[] = []
  for (const amount of amounts) {
    const quantity = amount.quantity * factor
    const quantityLow = amount.quantityLow === null ? null : amount.quantityLow * factor
    const words = amountWords(quantity, quantityLow, amount.unit)
    out += text.slice(at, amount.start)
    moved.push({
      ...amount,
      start: out.length,
      end: out.length + words.length,
      quantity,
      quantityLow,
    })
    out += words
    at = amount.end
  }
  return { text: out + text.slice(at), amounts: moved }
}
