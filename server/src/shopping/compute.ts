import { readableAmount, roundAmount } from '../../../types/amounts'
import type { ShoppingItem } from '../../../types/shopping'
import { needLine } from '../stock/need-lines'
import type { DishNeeds } from '../recipes/repository'
import { lineKeys } from '../stock/names'
import { planStock, type NeedLine, type PlanItem } from '../stock/plan'
import { convert, measureOf, sameKind } from '../stock/units'
import { isNeverBought, kindOf } from './food-kind'

/** A plan line as the list reads it: the dish, its title and servings, and its ingredients. */
export interface PlannedDish {
  recipeId: number
  title: string
  servings: number
  needs: DishNeeds
}

/** What the plan makes the kitchen buy, before the list's ticks and deletions. */
export interface ComputedItem extends Omit<ShoppingItem, 'id' | 'checked' | 'manual' | 'recipes'> {
  /** The item's stable id: its ingredient's name key and the kind of unit it is counted in. */
  key: string
  /** What the plan asks of it (amount, dishes): a deletion hides it while this stays. */
  fingerprint: string
  recipes: { id: number; title: string }[]
}

const EPSILON = 1e-9

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}

/** The family a unit's amounts add up in, as a key sees it: g, ml, a piece, another count. */
function family(unit: string | null): string {
  const measure = measureOf(unit)
  if (!measure) return ''
  if (measure.dimension === 'mass') return 'g'
  if (measure.dimension === 'volume') return 'ml'
  const piece = measureOf('个')
  return piece && sameKind(measure, piece) ? '个' : measure.unit
}

/**
 * What to buy as a cook reads it (types/amounts.ts), but never less than needed: 0.66 斤 would
 * round to half a 斤, 80 g short, so it reads as 330 g instead.
 */
function shownAmount(value: number, unit: string | null) {
  const shown = readableAmount(value, unit, true)
  const from = measureOf(unit)
  const to = measureOf(shown.unit)
  const back = from && to ? (convert(shown.quantity, to, from) ?? value) : shown.quantity
  if (back + EPSILON >= value || !from || from.dimension === 'count') return shown
  const base = from.dimension === 'mass' ? 'g' : 'ml'
  return readableAmount(convert(value, from, { ...from, factor: 1, unit: base }) ?? value, base)
}

/**
 * What the dishes need less what `stock` holds, per ingredient: the same planning the stock
 * marks and cooking use (stock/plan.ts: names and aliases matched, units converted, amounts the
 * stock covers taken off, two dishes never counting the same eggs twice), so the list and the
 * dish pages agree. Each dish's amounts are scaled to its servings and rounded as its page shows
 * them, then summed. An ingredient the stock covers is not listed; an amount left to the cook
 * (适量) is listed once, without a number, unless the stock has some; optional ingredients are
 * listed too, flagged, after the stock has served the others; water never is.
 */
export function computeNeeds(
  dishes: readonly PlannedDish[],
  stock: readonly PlanItem[],
): ComputedItem[] {
  const lines: NeedLine[] = []
  const dishOf: number[] = []
  dishes.forEach((dish, at) => {
    const factor = dish.servings / dish.needs.servings
    for (const row of dish.needs.ingredients) {
      if (isNeverBought(row.name)) continue
      lines.push(needLine(row, factor))
      dishOf.push(at)
    }
  })
  const plan = planStock(lines, stock)
  const items: ComputedItem[] = []
  plan.lines.forEach((line, at) => {
    if (line.status === 'enough') return
    const members = plan.members[at] ?? []
    const keys = members.flatMap((i) => lineKeys(lines[i]?.name ?? '', lines[i]?.alias))
    const key = `${[...keys].sort()[0] ?? line.name}~${family(line.unit)}`
    const seen = new Set<number>()
    const recipes: ComputedItem['recipes'] = []
    for (const i of members) {
      const dish = dishes[dishOf[i] as number] as PlannedDish
      if (seen.has(dish.recipeId)) continue
      seen.add(dish.recipeId)
      recipes.push({ id: dish.recipeId, title: dish.title })
    }
    const base = { key, name: line.name, recipes, kind: kindOf(line.name), optional: line.optional }
    const ids = [...seen].sort((a, b) => a - b).join(',')
    if (line.need === null) {
      const amounts = { quantity: null, unit: null, needed: null, inStock: null }
      items.push({ ...base, ...amounts, fingerprint: `some|${ids}` })
      return
    }
    const have = line.have ?? 0
    const toBuy = line.need - have
    if (toBuy <= EPSILON) return
    const shown = shownAmount(toBuy, line.unit)
    const from = measureOf(line.unit)
    const to = measureOf(shown.unit)
    const factor = (from && to && convert(1, from, to)) || 1
    items.push({
      ...base,
      quantity: shown.quantity,
      unit: shown.unit,
      needed: roundAmount(line.need * factor, shown.unit, true),
      inStock: round3(have * factor),
      fingerprint: `${round3(line.need)}${line.unit ?? ''}|${ids}`,
    })
  })
  return items
}
