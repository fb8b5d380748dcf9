import type { CategoryKey } from '../../../../types/recipes'
import type { Noun } from '../../../../types/words/noun'

/** An ingredient's name in one language, and other words a reader may search it by. */
export interface GlossaryNoun extends Noun {
  /** Other names a cook may type: "cilantro" for coriander, "papa" for patata. */
  also?: readonly string[]
}

/** A category's name and the words that ask for it ("soups", "sopa"). */
export interface CategoryWords {
  name: string
  also?: readonly string[]
}

/** The shopping list's kinds, one file each per locale (ingredients/<kind>.ts). */
export type IngredientKind = 'produce' | 'meat-fish' | 'staples' | 'seasonings' | 'other'

/** One locale's glossary of the catalogue, keyed by the Chinese as the import prepares it. */
export interface Glossary {
  titles: Readonly<Record<string, string>>
  categories: Readonly<Record<CategoryKey, CategoryWords>>
  ingredients: Readonly<Record<IngredientKind, Readonly<Record<string, GlossaryNoun>>>>
}

/**
 * A dish's description and steps in another language, keyed by the Chinese title. A step
 * writes the amounts the Chinese step marks (catalogue/step-amounts.ts) as {0}, {1} …, so that
 * they still scale with the servings: "Add {0} g of salt".
 */
export interface DishText {
  description: string
  steps: readonly string[]
}
