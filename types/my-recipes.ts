import type { Paged } from './api'
import type { RecipeDetail, RecipeSummary } from './recipes'

/**
 * The user's own recipes (SPEC §8.1): the shapes the server answers and the edit screen sends.
 * Written before either side, so both build to one contract.
 */

/** Who sees an own recipe: its owner only, or every member of the owner's kitchen. */
export type RecipeVisibility = 'private' | 'kitchen'

/** Where a recipe comes from: the shipped catalogue, written by a user, or imported by one. */
export type RecipeSource = 'catalogue' | 'own' | 'import'

export const OWN_RECIPE_LIMITS = {
  title: 40,
  description: 2000,
  servings: { min: 1, max: 20 },
  difficulty: { min: 1, max: 5 },
  totalMinutes: { min: 1, max: 1440 },
  ingredients: 60,
  steps: 60,
  stepText: 1000,
  /** A step timer, seconds (24 h). */
  timerSeconds: 86_400,
  ingredientName: 40,
  /** An ingredient's amount, at most. */
  quantity: 100_000,
  ingredientNote: 100,
  unit: 10,
} as const

export interface DraftIngredient {
  name: string
  quantity?: number | null
  unit?: string | null
  /** As written ("适量", "切丝", "可选"). */
  note?: string | null
}

export interface DraftStep {
  text: string
  /** An uploaded image's URL (POST /upload), or null. */
  image?: string | null
  /** Proposed from the text ("焖 20 分钟" → 1200) by the import and the edit screen; editable. */
  timerSeconds?: number | null
}

/** The body of POST /recipes and PUT /recipes/{id}, and the draft POST /recipes/import answers. */
export interface RecipeDraft {
  title: string
  categoryId: number
  description: string
  servings: number
  difficulty: number
  totalMinutes: number
  cover?: string | null
  ingredients: DraftIngredient[]
  steps: DraftStep[]
  visibility: RecipeVisibility
  sourceUrl?: string | null
}

export interface RecipeOwner {
  id: number
  nickname: string
}

/**
 * What every recipe answer carries beside RecipeDetail: a catalogue dish answers
 * `{source: 'catalogue', owner: null, visibility: null, sourceUrl: null}`.
 */
export interface RecipeOrigin {
  source: RecipeSource
  owner: RecipeOwner | null
  visibility: RecipeVisibility | null
  sourceUrl: string | null
}

/** GET /recipes/{id} of an own recipe, and the answer of POST / PUT /recipes. */
export type OwnRecipeDetail = RecipeDetail & RecipeOrigin

/** A row of GET /recipes/mine: the summary, who wrote it and who sees it. */
export interface OwnRecipeSummary extends RecipeSummary {
  source: Exclude<RecipeSource, 'catalogue'>
  owner: RecipeOwner
  visibility: RecipeVisibility
  /** ms since epoch. */
  updatedAt: number
}

export type OwnRecipePage = Paged<OwnRecipeSummary>

/** POST /recipes/import: one of a page's address, pasted text, or an export file's recipes. */
export type RecipeImportRequest = { url: string } | { text: string } | { recipes: unknown[] }

/**
 * POST /recipes/import with `{url}` or `{text}` answers a draft, not saved: the cook checks it
 * in the edit screen and saves it with POST /recipes. `skipped`: lines of pasted text or page
 * fields that could not be placed, shown to the cook.
 */
export type RecipeImportDraft = RecipeDraft & { skipped: string[] }

/**
 * POST /recipes/import with `{recipes}` (the objects of GET /recipes/export) restores them:
 * they are saved as the caller's own (private) recipes at once, in one transaction.
 */
export interface RecipeRestoreAnswer {
  created: OwnRecipeSummary[]
}

/**
 * POST /recipes/read-ingredients `{ingredients}` (the editor's rows, DraftIngredient) answers
 * each as POST /recipes would store it: "冰糖 30g" typed as the name is 冰糖, 30, g; "盐" with
 * "适量" keeps 适量 as its note. The editor shows it under each row before saving.
 */
export interface ReadIngredient {
  name: string
  /** The amount; for a range ("2-3 个") its upper end. Null for 适量 and unread lines. */
  quantity: number | null
  /** A range's lower end, else null. */
  quantityLow: number | null
  unit: string | null
  note: string | null
  optional: boolean
  /** False when the line could not be read: it is kept whole as the name, with no amount. */
  parsed: boolean
}
