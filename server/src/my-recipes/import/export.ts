import type { DraftIngredient, DraftStep } from '../../../../types/my-recipes'
import type { RecipeStep } from '../../../../types/recipes'
import { categoryById } from '../../recipes/categories'

/** A row of the caller's own recipes as the export reads it (my-recipes/repository.ts). */
export interface ExportRow {
  id: number
  title: string
  category_id: number
  description: string
  servings: number
  difficulty: number
  total_minutes: number | null
  prep_minutes: number | null
  cook_minutes: number | null
  cover: string | null
  ingredients_json: string
  steps_json: string
  source_url: string | null
  created_at: string
  updated_at: string
}

/** What schema.org cannot say and a restore needs to give back the same recipe. */
export const EXTENSION = 'sichu:draft'

type Tuple = [string, string | null, number | null, number | null, string | null, string | null]

function lineText([name, , quantity, low, unit, note]: Tuple): string {
  const amount = quantity === null ? '' : low === null ? `${quantity}` : `${low}-${quantity}`
  return [name, `${amount}${unit ?? ''}`, note ?? ''].filter((part) => part !== '').join(' ')
}

const minutes = (value: number | null) => (value === null ? undefined : `PT${value}M`)

/**
 * An own recipe as a schema.org Recipe any recipe app can read, with the draft fields schema.org
 * has no place for (category id, difficulty, amounts apart, timers) under EXTENSION, so that
 * POST /recipes/import {recipes} gives back the same recipe.
 */
export function toExport(row: ExportRow): Record<string, unknown> {
  const tuples = JSON.parse(row.ingredients_json) as Tuple[]
  const steps = JSON.parse(row.steps_json) as RecipeStep[]
  const ingredients: DraftIngredient[] = tuples.map(([name, , quantity, , unit, note]) => ({
    name,
    quantity,
    unit,
    note,
  }))
  const draftSteps: DraftStep[] = steps.map((step) => ({
    text: step.text,
    image: step.image,
    timerSeconds: step.timerSeconds,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: row.title,
    description: row.description,
    recipeCategory: categoryById(row.category_id)?.name,
    recipeYield: String(row.servings),
    totalTime: minutes(row.total_minutes),
    prepTime: minutes(row.prep_minutes),
    cookTime: minutes(row.cook_minutes),
    image: row.cover ?? undefined,
    recipeIngredient: tuples.map(lineText),
    recipeInstructions: steps.map((step) => ({
      '@type': 'HowToStep',
      text: step.text,
      ...(step.image ? { image: step.image } : {}),
    })),
    url: row.source_url ?? undefined,
    dateCreated: row.created_at,
    dateModified: row.updated_at,
    [EXTENSION]: {
      categoryId: row.category_id,
      difficulty: row.difficulty,
      ingredients,
      steps: draftSteps,
    },
  }
}
