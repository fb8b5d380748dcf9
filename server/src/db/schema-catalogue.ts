import type { Generated } from 'kysely'
import type { RecipeStatsColumns } from './schema-records'

/**
 * The recipe catalogue and its search index (migrations 003, 004, 008), and the figures clock
 * (migration 014). Written by the import (catalogue/import.ts) and the figures of favourites and
 * records (recipes/figures.ts); read by the catalogue and search repositories.
 */
export interface CatalogueTables {
  categories: CategoriesTable
  recipes: RecipesTable
  search_blocks: SearchBlocksTable
  recipe_terms: RecipeTermsTable
  search_daily: SearchDailyTable
  catalogue_state: CatalogueStateTable
  figures_state: FiguresStateTable
}

export interface CategoriesTable {
  id: number
  key: string
  name: string
  /** Kept by the import, so listing categories never counts dishes. */
  recipe_count: Generated<number>
}

export interface RecipesTable extends RecipeStatsColumns {
  cover: string | null
  difficulty: number
  total_minutes: number | null
  prep_minutes: number | null
  cook_minutes: number | null
  wait_minutes: Generated<number>
  title_pinyin: Generated<string>
  /** Ingredient names and aliases ("name\u001falias" lines), for highlights. */
  search_names: Generated<string>
  description: Generated<string>
  tips: Generated<string>
  /** JSON array of image URLs. */
  images: Generated<string>
  /** [name, alias, quantity, quantity_low, unit, note] arrays (migration 004). */
  ingredients_json: Generated<string>
  /** The steps as the dish answer carries them (migration 004). */
  steps_json: Generated<string>
  /** The texts above in Traditional Chinese (migration 021, written by the import). */
  title_hant: Generated<string>
  description_hant: Generated<string>
  tips_hant: Generated<string>
  /** [name, alias, note] of each ingredient line, in ingredients_json's order. */
  ingredients_hant: Generated<string>
  /** steps_json with its texts converted and their amounts' places moved to match. */
  steps_hant: Generated<string>
  source_id: string
  source_hash: string
  created_at: Generated<string>
  updated_at: Generated<string>
  /** Migration 020: null for a catalogue dish; the user who wrote or imported it. */
  owner_id: Generated<number | null>
  /** The owner's kitchen when it was saved. */
  kitchen_id: Generated<number | null>
  visibility: Generated<'private' | 'kitchen' | null>
  source: Generated<'own' | 'import' | null>
  source_url: Generated<string | null>
  /** ms; a deleted own recipe is kept for the food records that name it, seen by nobody. */
  deleted_at: Generated<number | null>
}

/** An own recipe's search terms (migration 020), the catalogue's terms and ranks. */
export interface RecipeTermsTable {
  term: string
  recipe_id: number
  rank: number
}

export interface SearchBlocksTable {
  term: string
  /** 0: every category. */
  category_id: number
  block: number
  /** How many dishes the term finds in that category (the same in every block). */
  hits: number
  /** Packed float64 postings (search/postings.ts). */
  postings: Uint8Array
}

export interface SearchDailyTable {
  term: string
  /** UTC date, YYYY-MM-DD. */
  day: string
  /** `user:<id>` or `addr:<hash>`. */
  who: string
}

export interface CatalogueStateTable {
  id: number
  /** Raised by every import that changes something. */
  version: number
  parser_version: Generated<number>
}

export interface FiguresStateTable {
  id: number
  /** Raised by every write that moves a dish's rating, favourite count or popularity. */
  version: number
}
