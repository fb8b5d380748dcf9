import type { SourceRecipe } from './source'
import type { DishTimes } from './times'

/** The catalogue rules of issue [7], as the import summary counts them. */
export const CATALOGUE_RULES = ['title', 'markdown', 'links', 'times', 'roundUp'] as const
export type CatalogueRule = (typeof CATALOGUE_RULES)[number]

/** Markdown the cleaning before issue [7] left in: list markers, quotes, rules, strike-through. */
const MARKDOWN = /~~|^[ \t]*(?:> |[-*+] |\d+[.)] |-{3,}[ \t]*$)/m
const URL = /https?:\/\//
/** An ingredient line that asks for whole pieces: "鸡蛋 = 1.5 个 * 份数，向上取整". */
export const ROUND_UP = /向上取整/

/**
 * How the catalogue timed a dish before issue [7]: the introduction's longest duration, else
 * every step's longest timer (repeated steps and waiting included) plus two minutes a step.
 * Kept only to count the dishes whose time the new rule changed.
 */
export function previousMinutes(stated: number | null, steps: readonly Step[]): number {
  const seconds =
    stated ?? steps.reduce((sum, step) => sum + (step.timerSeconds ?? 0), 0) + steps.length * 120
  return Math.max(5, Math.ceil(seconds / 60 / 5) * 5)
}

interface Step {
  text: string
  timerSeconds: number | null
}

interface Cleaned {
  title: string
  /** Seconds the introduction states, if any. */
  stated: number | null
  steps: readonly Step[]
  times: DishTimes
}

/** The rules that changed something in one recipe. */
export function rulesChanged(source: SourceRecipe, cleaned: Cleaned): CatalogueRule[] {
  const rules: CatalogueRule[] = []
  // The source's "的做法" ending was always dropped; other endings ("食谱的做法") are new.
  if (cleaned.title !== source.name.trim().replace(/的做法$/, '')) rules.push('title')
  if ([source.description, ...source.steps].some((t) => MARKDOWN.test(t))) rules.push('markdown')
  if ([...source.notes, ...source.steps].some((t) => URL.test(t))) rules.push('links')
  const before = previousMinutes(cleaned.stated, cleaned.steps)
  if (before !== cleaned.times.totalMinutes) rules.push('times')
  if (source.ingredientLines.some((line) => ROUND_UP.test(line))) rules.push('roundUp')
  return rules
}
