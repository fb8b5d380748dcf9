/**
 * What a recipe unit is, whatever the language: how it behaves before a food's name. The words
 * themselves are per locale (units-en.ts …). The keys are the units the catalogue parser gives
 * (server/src/catalogue/amount.ts, types/amounts.ts COUNT_UNITS) and those the stock form offers.
 *
 * - count: a Chinese classifier (个, 只, 颗): nothing is said before a food that counts itself
 *   ("2 eggs"); a food that does not ("rock sugar") gets the food's own piece word or the unit's
 *   ("2 pieces of rock sugar", "1 sprig of coriander").
 * - shape: a classifier with a shape of its own (根 stick, 头 head, 张 sheet): nothing before a
 *   food that counts itself ("2 carrots"), the unit's word before one that does not ("2 sticks of
 *   celery", "1 head of garlic").
 * - part: a piece cut or taken from the food (瓣 clove, 片 slice): the word, and the food in the
 *   singular ("2 slices of lemon", "3 gousses d'ail").
 * - measure: weights, volumes, spoons and containers: the word, and a food that counts itself in
 *   the plural ("200 g potatoes", "1 bag of dumplings").
 */
export type UnitKind = 'count' | 'shape' | 'part' | 'measure'

// prettier-ignore
export const UNIT_KINDS: Readonly<Record<string, UnitKind>> = {
  个: 'count', 只: 'count', 颗: 'count', 枚: 'count', 粒: 'count', 条: 'count', 棵: 'count',
  株: 'count', 尾: 'count', 支: 'count', 块: 'count', 小块: 'count', 大块: 'count', 朵: 'count',
  根: 'shape', 头: 'shape', 张: 'shape',
  瓣: 'part', 片: 'part', 叶: 'part', 段: 'part', 小段: 'part', 节: 'part', 份: 'part',
  袋: 'measure', 盒: 'measure', 罐: 'measure', 听: 'measure', 包: 'measure', 瓶: 'measure',
  串: 'measure', 把: 'measure', 小把: 'measure', 捆: 'measure', 卷: 'measure',
  g: 'measure', kg: 'measure', mg: 'measure', 斤: 'measure', 两: 'measure', oz: 'measure',
  lb: 'measure', ml: 'measure', L: 'measure', l: 'measure', cm: 'measure',
  勺: 'measure', 小勺: 'measure', 大勺: 'measure', 汤勺: 'measure', 汤匙: 'measure',
  茶匙: 'measure', 小匙: 'measure', 大匙: 'measure', tbsp: 'measure', tsp: 'measure',
  碗: 'measure', 小碗: 'measure', 杯: 'measure', 小杯: 'measure', cup: 'measure',
  滴: 'measure', 撮: 'measure', 小撮: 'measure',
}

/**
 * Chinese weights a reader elsewhere does not know: 1 斤 is 500 g, 1 两 50 g. In en, es and fr
 * they read in grams (kilograms from 1000 g).
 */
export const METRIC_OF: Readonly<Record<string, { unit: 'g'; factor: number }>> = {
  斤: { unit: 'g', factor: 500 },
  两: { unit: 'g', factor: 50 },
}

/** Other spellings of the same units, as recipes and cooks type them (amount.ts keeps the same). */
export const UNIT_ALIASES: Readonly<Record<string, string>> = {
  克: 'g',
  G: 'g',
  千克: 'kg',
  公斤: 'kg',
  KG: 'kg',
  Kg: 'kg',
  毫克: 'mg',
  毫升: 'ml',
  mL: 'ml',
  ML: 'ml',
  升: 'L',
  厘米: 'cm',
}

/** The spelling the word tables use. */
export function canonicalUnit(unit: string): string {
  return UNIT_ALIASES[unit] ?? unit
}

/** How a unit (null: a bare count, "鸡蛋 2") behaves; an unknown unit typed by a cook measures. */
export function unitKind(unit: string | null): UnitKind {
  if (unit === null) return 'count'
  return UNIT_KINDS[canonicalUnit(unit)] ?? 'measure'
}

/** A unit's words in one language. */
export interface UnitWord {
  one: string
  other: string
  /** en: a symbol or abbreviation, said without "of" ("200 g pork", "½ tbsp soy sauce"). */
  bare?: boolean
}

export type UnitWords = Readonly<Record<string, UnitWord>>
