import type { StockPlanLine } from '@shared/kitchen'
import type { CookRequest } from '@shared/records'

/**
 * What the cook ticked in the settle popup: optional lines by key (null), amounts left to the
 * cook (适量) by key with the amount. Nothing is ticked at first: the recipes' own amounts are
 * taken, optional and 适量 ones only when chosen.
 */
export type Choices = ReadonlyMap<string, number | null>

/** A line as the popup treats it: taken at once, taken when ticked, or given an amount. */
export function lineKind(line: StockPlanLine): 'needed' | 'optional' | 'loose' {
  if (line.need === null) return 'loose'
  return line.optional ? 'optional' : 'needed'
}

/** The takes that confirming would make with these choices: exactly what the server takes. */
export function takesOf(line: StockPlanLine, choices: Choices) {
  const kind = lineKind(line)
  if (kind === 'needed') return line.takes
  if (kind === 'optional') return choices.has(line.key) ? line.takes : []
  const amount = choices.get(line.key)
  if (!line.from || amount === undefined || amount === null || amount <= 0) return []
  return [{ ...line.from, amount: Math.min(amount, line.from.amount) }]
}

/** True when confirming with these choices would take something from stock. */
export function takesAnything(plan: readonly StockPlanLine[], choices: Choices): boolean {
  return plan.some((line) => takesOf(line, choices).length > 0)
}

/** The cook request's `include` for these choices. */
export function includeOf(choices: Choices): NonNullable<CookRequest['include']> {
  return [...choices].map(([key, amount]) => (amount === null ? { key } : { key, amount }))
}

/** The step an amount left to the cook moves by, in its unit: 5 g, 5 ml, one piece, 0.1 kg. */
export function looseStep(unit: string | null): number {
  if (unit === null) return 1
  if (/^(g|ml|mL|克|毫升)$/.test(unit)) return 5
  if (/^(kg|千克|公斤|L|l|升|斤)$/.test(unit)) return 0.1
  return 1
}
