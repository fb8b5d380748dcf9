import { AMOUNT_ONLY, AMOUNT_THEN_NAME, amountOf, type Amount } from './amount'
import { COUNT_WORD_SOURCE, countWordUnit, type PerIngredient } from './line-notes'
import type { ParsedIngredient } from './parsed-ingredient'
import { roundAmount } from '../../../types/amounts'
import { measureOf } from '../stock/units'

/**
 * Lines that give an amount as a formula of another ingredient, as HowToCook writes them:
 * "盐量 = 兔肉斤数 * 2 克", "面粉 = 青茄子数量 * 150 克", "淀粉 = 面粉 / 4 克", "姜量 = 蒜量".
 */
const TIMES = new RegExp(
  `^(?<name>[^=*]+?)\\s*=\\s*(?<ref>[^=*/\\d]+?)(?<word>${COUNT_WORD_SOURCE}|量)\\s*\\*\\s*(?<amount>.+)$`,
)
const DIVIDED = new RegExp(
  `^(?<name>[^=*/]+?)\\s*=\\s*(?<ref>[^=*/\\d]+?)(?<word>${COUNT_WORD_SOURCE})?\\s*\\/\\s*(?<by>\\d+(?:\\.\\d+)?)\\s*(?<unit>克|g)?$`,
)
const SAME_AS = new RegExp(String.raw`^(?<name>[^=*/]+?)量\s*=\s*(?<ref>[^=*/\d]+?)量$`)
// "大拇指长短的一块": a size in words, then the amount.
const TRAILING_AMOUNT = new RegExp(
  String.raw`^(?<words>.*?)的?(?<amount>[一两二三四五六七八九十半\d.]+\s*\S)$`,
)

interface Formula {
  name: string
  per: PerIngredient
  amount: Amount | null
  note: string | null
}

function amountText(text: string): { amount: Amount | null; note: string | null } {
  const whole = AMOUNT_ONLY.exec(text)?.groups
  if (whole) return { amount: amountOf(whole), note: null }
  // "1/2 头蒜": the amount of the line's own ingredient.
  const named = AMOUNT_THEN_NAME.exec(text)?.groups
  if (named) return { amount: amountOf(named), note: null }
  const trailing = TRAILING_AMOUNT.exec(text)?.groups
  const amount = trailing?.amount ? AMOUNT_ONLY.exec(trailing.amount)?.groups : undefined
  if (amount) return { amount: amountOf(amount), note: trailing?.words?.trim() || null }
  return { amount: null, note: text }
}

/** "要烙饼的张" → "烙饼": the ingredient a formula counts. */
function refName(text: string): string {
  return text.trim().replace(/^要/, '').replace(/的$/, '')
}

/** "油 = （要烙饼的张数 * 10ml）", "盐 = （要烙饼的张数 / 2）g": the formula out of its brackets. */
export function unbracketFormula(line: string): string {
  return line.replace(
    /=\s*\(([^()]*[*/][^()]*)\)\s*(克|g)?$/,
    (_, body: string, unit = '') => `= ${body.trim()}${unit ? ` ${unit}` : ''}`,
  )
}

/** A formula line read, or null when the line is not one. */
export function readFormula(text: string): Formula | null {
  const times = TIMES.exec(text)?.groups
  if (times?.name && times.ref && times.amount) {
    const { amount, note } = amountText(times.amount.trim())
    return {
      name: times.name,
      per: { name: refName(times.ref), unit: countWordUnit(times.word ?? '') },
      amount,
      note,
    }
  }
  const divided = DIVIDED.exec(text)?.groups
  if (divided?.name && divided.ref && divided.by) {
    const unit = divided.unit ? 'g' : null
    const counted = divided.word ? countWordUnit(divided.word) : unit
    return {
      name: divided.name,
      per: { name: refName(divided.ref), unit: counted },
      amount: { quantity: 1 / Number(divided.by), quantityLow: null, unit },
      note: null,
    }
  }
  const same = SAME_AS.exec(text)?.groups
  if (same?.name && same.ref) {
    return {
      name: same.name,
      per: { name: same.ref.trim(), unit: null },
      amount: { quantity: 1, quantityLow: null, unit: null },
      note: null,
    }
  }
  return null
}

function findRef(lines: readonly ParsedIngredient[], name: string): ParsedIngredient | undefined {
  return (
    lines.find((l) => l.parsed && (l.name === name || l.alias === name)) ??
    // "茄子数量" for the recipe's 青茄子.
    lines.find((l) => l.parsed && l.name.endsWith(name))
  )
}

/** How many `unit` the ingredient's amount is, or null when it cannot be said. */
function amountIn(ref: ParsedIngredient, unit: string | null): number | null {
  if (ref.quantity === null) return null
  if (unit === null || unit === ref.unit) return ref.quantity
  const from = measureOf(ref.unit)
  const to = measureOf(unit)
  if (!from || !to || from.dimension !== to.dimension || from.dimension === 'count') return null
  return (ref.quantity * from.factor) / to.factor
}

/** The words a cook reads for an unresolved formula: "每斤兔肉 2 g", "与蒜同量". */
function perWords(line: ParsedIngredient, per: PerIngredient): string {
  if (line.unit === null && line.quantity === 1) return `与${per.name}同量`
  const each = `每${per.unit ?? ''}${per.name}`
  if (line.quantity === null) return each
  const round = (value: number) => roundAmount(value, line.unit)
  const low = line.quantityLow === null ? '' : `${round(line.quantityLow)}-`
  return `${each} ${low}${round(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`
}

/** Six significant digits: 7 × 0.7 is 4.9, not 4.8999999999999995. */
function tidy(value: number): number {
  return Number(value.toPrecision(6))
}

/**
 * Amounts given per another ingredient, made amounts of the recipe: "食用油 4ml * 鸡蛋/个" with
 * 1.5 eggs is 6 ml, and scales with the servings like any other. Where the other ingredient has
 * no amount the rule stays in words in the note ("每斤兔肉 2 g") and the line has no amount:
 * nothing is taken from stock on a guess. A formula of a formula (淀粉 = 面粉 / 4, 面粉 = 茄子 ×
 * 150 g) resolves its reference first.
 */
export function resolveFormulas(lines: ParsedIngredient[]): ParsedIngredient[] {
  const resolved = new Map<ParsedIngredient, ParsedIngredient>()
  const resolving = new Set<ParsedIngredient>()

  function resolve(line: ParsedIngredient): ParsedIngredient {
    const done = resolved.get(line)
    if (done) return done
    const per = line.per
    if (!per) return line
    resolving.add(line)
    const found = findRef(lines, per.name)
    const ref = found && found !== line && !resolving.has(found) ? resolve(found) : undefined
    const times = ref ? amountIn(ref, per.unit) : null
    let result: ParsedIngredient
    if (times === null || line.quantity === null) {
      const note = [perWords(line, per), line.note].filter(Boolean).join('；')
      result = { ...line, quantity: null, quantityLow: null, unit: null, note, per: null }
    } else {
      result = {
        ...line,
        quantity: tidy(line.quantity * times),
        quantityLow: line.quantityLow === null ? null : tidy(line.quantityLow * times),
        unit: line.unit ?? ref?.unit ?? null,
        roundUp: line.roundUp || (line.unit === null && !!ref?.roundUp),
        per: null,
      }
    }
    resolving.delete(line)
    resolved.set(line, result)
    return result
  }

  return lines.map(resolve)
}
