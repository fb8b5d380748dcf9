/**
 * The one table of units stock matching converts between. Mass and volume convert within their
 * kind; every other unit (个, 根, 瓶 …) is a count that only matches itself, save the plain piece
 * counters (个 = 只 = 颗 = 枚). There is no density table: 200 ml of milk and 200 g of milk are
 * not compared.
 */

export type Dimension = 'mass' | 'volume' | 'count'

export interface Measure {
  dimension: Dimension
  /** Grams or millilitres per unit; 1 for counts. */
  factor: number
  /** The unit as compared: the canonical spelling for mass and volume, else the unit itself. */
  unit: string
}

const MASS: Record<string, number> = {
  mg: 0.001,
  g: 1,
  克: 1,
  kg: 1000,
  千克: 1000,
  公斤: 1000,
  斤: 500,
  两: 50,
  oz: 28.3495,
  lb: 453.592,
}

const VOLUME: Record<string, number> = {
  ml: 1,
  毫升: 1,
  l: 1000,
  升: 1000,
  // Measuring spoons and cups as cookbooks define them; a Chinese 勺 or 碗 is any size, so those
  // stay counts.
  tsp: 5,
  茶匙: 5,
  小匙: 5,
  tbsp: 15,
  汤匙: 15,
  大匙: 15,
  cup: 240,
}

/** The canonical spelling of each mass and volume unit, for answers. */
const CANONICAL: Record<string, string> = {
  克: 'g',
  千克: 'kg',
  公斤: 'kg',
  毫升: 'ml',
  l: 'L',
  升: 'L',
}

/** What a recipe line without a unit counts in ("鸡蛋 2" is two eggs). */
export const DEFAULT_COUNT_UNIT = '个'

/** How a unit measures, or null for no unit at all. Latin units ignore case (ML, Kg). */
export function measureOf(unit: string | null | undefined): Measure | null {
  const raw = unit?.trim() ?? ''
  if (raw === '') return null
  const key = /^[A-Za-z]+$/.test(raw) ? raw.toLowerCase() : raw
  const mass = MASS[key]
  if (mass !== undefined) return { dimension: 'mass', factor: mass, unit: CANONICAL[key] ?? key }
  const volume = VOLUME[key]
  if (volume !== undefined) {
    return { dimension: 'volume', factor: volume, unit: CANONICAL[key] ?? key }
  }
  return { dimension: 'count', factor: 1, unit: raw }
}

/**
 * Counters that only say "one piece" of whatever follows (2 个鸡蛋, 2 只鸡蛋, 2 颗鸡蛋 and 2 枚鸡蛋
 * are the same eggs): amounts in any of them add up. 根, 片, 瓣, 块 … say what a piece is and
 * stay apart.
 */
const PIECES = new Set(['个', '只', '颗', '枚'])

/** True when amounts in these two measures can be added up. */
export function sameKind(a: Measure, b: Measure): boolean {
  if (a.dimension !== b.dimension) return false
  return a.dimension !== 'count' || a.unit === b.unit || (PIECES.has(a.unit) && PIECES.has(b.unit))
}

/** `quantity` of `from` expressed in `to`, or null when the two cannot be converted. */
export function convert(quantity: number, from: Measure, to: Measure): number | null {
  if (!sameKind(from, to)) return null
  return (quantity * from.factor) / to.factor
}

/** Quantities are stored as integer thousandths (see schema-kitchen.ts). */
export function toMilli(quantity: number): number {
  return Math.round(quantity * 1000)
}

export function fromMilli(milli: number): number {
  return milli / 1000
}
