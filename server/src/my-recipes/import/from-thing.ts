import {
  OWN_RECIPE_LIMITS as L,
  type DraftStep,
  type RecipeImportDraft,
} from '../../../../types/my-recipes'
import { proposedTimer } from '../../../../types/durations'
import { dishTimes } from '../../catalogue/times'
import { plainText, type Thing } from './html'
import { draftIngredient } from './ingredient-line'
import { guessCategory } from './category'

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n))
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('')
const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]

function textOf(value: unknown): string {
  if (typeof value === 'string') return plainText(value)
  if (typeof value === 'number') return String(value)
  if (value && typeof value === 'object') {
    const thing = value as Thing
    return textOf(thing.text ?? thing.name ?? thing['@value'] ?? '')
  }
  return ''
}

/** ISO 8601 durations as schema.org gives them ("PT1H30M", "P0DT45M", "PT90M") in minutes. */
export function isoMinutes(value: unknown): number | null {
  const text = textOf(list(value)[0]).toUpperCase()
  const match =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text,
    )
  if (!match || text === 'P' || text === 'PT') return null
  const [, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0))
  const total = (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60
  return total > 0 ? Math.round(total) : null
}

/** recipeYield in its forms: 4, "4", "4 servings", "4 人份", ["4", "4 人份"], "serves 4-6". */
export function servingsOf(value: unknown): number | null {
  for (const item of list(value)) {
    const match = /(\d+)/.exec(textOf(item))
    if (match) return clamp(Number(match[1]), L.servings.min, L.servings.max)
  }
  return null
}

/** A step list's text: numbering and "Step 1" the page wrote in are left out. */
function stepText(text: string): string {
  return text.replace(
    /^(?:step\s*\d+\s*[:.、)]?|第\s*\d+\s*步\s*[:：]?|\d+\s*[.、)）]|[①-⑳])\s*/i,
    '',
  )
}

/** recipeInstructions: HowToStep, HowToSection (its steps), ItemList, strings, or one text. */
function instructionTexts(value: unknown, out: string[], depth = 0): void {
  if (depth > 5) return
  for (const item of list(value)) {
    if (typeof item === 'string') {
      // One text of several steps: a line (or paragraph, or list item) each.
      const lines = item.replace(/<(?:br|\/p|\/li)\s*\/?>/gi, '\n').split(/\n+/)
      out.push(...lines.map(plainText))
    } else if (item && typeof item === 'object') {
      const thing = item as Thing
      const nested = thing.itemListElement ?? thing.steps
      if (nested !== undefined) instructionTexts(nested, out, depth + 1)
      else out.push(textOf(thing))
    }
  }
}

function imageOf(value: unknown, base: string): string | null {
  for (const item of list(value)) {
    const raw =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object'
          ? String((item as Thing).url ?? (item as Thing).contentUrl ?? '')
          : ''
    try {
      const url = new URL(raw.trim(), base)
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
    } catch {
      // Not a URL: the next image, if any.
    }
  }
  return null
}

/**
 * A schema.org Recipe (from a page or an export file) as a draft for the edit screen: fields cut
 * to the limits (what was cut is named in `skipped`), times from ISO durations, servings from
 * recipeYield, steps from any form of recipeInstructions with their timers proposed.
 */
export function draftOfThing(thing: Thing, base: string | null): RecipeImportDraft {
  const skipped: string[] = []
  const title = cut(textOf(thing.name ?? thing.headline) || '—', L.title)
  const lines = list(thing.recipeIngredient ?? thing.ingredients)
    .map(textOf)
    .filter(Boolean)
  if (lines.length > L.ingredients) skipped.push(...lines.slice(L.ingredients))
  const ingredients = lines.slice(0, L.ingredients).map(draftIngredient)
  const texts: string[] = []
  instructionTexts(thing.recipeInstructions, texts)
  const stepTexts = texts.map(stepText).filter((t) => t !== '')
  if (stepTexts.length > L.steps) skipped.push(...stepTexts.slice(L.steps))
  const steps: DraftStep[] = stepTexts.slice(0, L.steps).map((text) => {
    const kept = cut(text, L.stepText)
    return { text: kept, image: null, timerSeconds: proposedTimer(kept) }
  })
  const description = cut(textOf(thing.description), L.description)
  const total =
    isoMinutes(thing.totalTime) ??
    ((isoMinutes(thing.prepTime) ?? 0) + (isoMinutes(thing.cookTime) ?? 0) || null) ??
    dishTimes(
      steps.map((s) => ({ text: s.text, timerSeconds: s.timerSeconds ?? null })),
      null,
      3,
    ).totalMinutes
  const names = ingredients.map((i) => i.name)
  const category = textOf(list(thing.recipeCategory)[0])
  const source = base ?? (typeof thing.url === 'string' ? thing.url : null)
  return {
    title,
    categoryId: guessCategory(`${category} ${title}`, names),
    description,
    servings: servingsOf(thing.recipeYield ?? thing.yield) ?? 2,
    difficulty: 3,
    totalMinutes: clamp(total, L.totalMinutes.min, L.totalMinutes.max),
    cover: imageOf(thing.image, base ?? 'https://invalid.example/'),
    ingredients,
    steps,
    visibility: 'private',
    sourceUrl: source && /^https?:\/\//i.test(source) ? cut(source, 2000) : null,
    skipped,
  }
}
