/** The recipe catalogue: categories, recipes, search and "what to eat today" (SPEC §4). */
import type { StepAmount } from './amounts'
import type { Paged } from './api'
import type { Noun } from './words/noun'

/** Stable keys of the ten HowToCook categories; the client draws a placeholder per key. */
export type CategoryKey =
  | 'meat'
  | 'vegetable'
  | 'aquatic'
  | 'breakfast'
  | 'staple'
  | 'soup'
  | 'dessert'
  | 'drink'
  | 'condiment'
  | 'semi-finished'

export interface Category {
  id: number
  name: string
  /** The category key, which also names its icon and placeholder. */
  icon: CategoryKey
  count: number
}

export interface CategoryRef {
  id: number
  name: string
  icon: CategoryKey
}

/** The widths catalogue pictures are served at (`?w=`): 360 for cards, 750 for the dish page. */
export const IMAGE_WIDTHS = [360, 750] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export type RecipeSort = 'popular' | 'newest' | 'easiest' | 'quickest'

export interface RecipeSummary {
  id: number
  /** In the reader's language (Accept-Language): the glossary's for en/es/fr, else Chinese. */
  title: string
  /** en/es/fr: the Chinese title, shown beside the translation (cooks look dishes up by it). */
  titleZh?: string
  /**
   * The cover on our own origin (`/api/recipes/{id}/images/cover/{version}`, add `?w=` one of
   * IMAGE_WIDTHS), or null: the client then draws the category's placeholder.
   */
  cover: string | null
  category: CategoryRef
  /** 1 (easiest) to 5. */
  difficulty: number
  totalMinutes: number | null
  /** Average of the food-record ratings, 0 when there are none. */
  rating: number
  favoriteCount: number
}

/** Which part of a dish matched a search, for highlighting. */
export interface SearchHighlight {
  field: 'title' | 'ingredient' | 'alias' | 'pinyin'
  /** The text shown, e.g. the title or "鸡蛋 (ingredient)". */
  text: string
  /** Matched [start, end) ranges in `text`, in UTF-16 code units. */
  ranges: [number, number][]
}

export interface SearchHit extends RecipeSummary {
  highlight: SearchHighlight
}

/** What a word of a search meant when search turned it into a filter (SPEC §8.4). */
export type SearchFilterKind = 'time' | 'ease' | 'diet' | 'taste' | 'category' | 'occasion'

/**
 * A word of the query read as a filter: `word` is the query's text it came from (removing the
 * chip searches again without it); `value` what it asks for: time: the most minutes ("20");
 * ease: "easy"; diet: "vegetarian"; taste: "spicy" or "mild"; category: a CategoryKey or "cold";
 * occasion: "homestyle", "rice", "guests" or "light" (docs/search-intent.md).
 */
export interface SearchFilter {
  kind: SearchFilterKind
  word: string
  value: string
}

/** Search pages carry `hasMore`; `total` may be a capped count on huge result sets. */
export interface SearchPage extends Paged<SearchHit> {
  hasMore: boolean
  /** True when `total` is a lower bound, not an exact count. */
  totalCapped: boolean
  /** The words search turned into filters, in the query's order (absent when none). */
  filters?: SearchFilter[]
}

/** How the caller's kitchen covers an ingredient (SPEC §2 dish detail). */
export type StockMark = 'enough' | 'short' | 'missing'

export interface IngredientLine {
  /** The food in the reader's language (en/es/fr: the glossary's singular; else Chinese). */
  name: string
  /** en/es/fr: the glossary's noun, to phrase amounts after scaling (types/words). */
  noun?: Noun
  /** Scaled to the requested servings; null for 适量 / 少许 / unparsed lines. For a range, its
   * upper end. */
  quantity: number | null
  /** The lower end of a range ("1.5-2 g"), else null. */
  quantityLow: number | null
  unit: string | null
  note: string | null
  /** The recipe says it may be left out: not taken from stock unless the cook ticks it. */
  optional: boolean
  /** Whole pieces, rounded up when scaled (1.5 eggs a serving is 2 for one, 3 for two). */
  roundUp: boolean
  /** The amounts at the recipe's own servings, unrounded: the app rescales from these. */
  baseQuantity: number | null
  baseQuantityLow: number | null
  /** Another name (生粉 → 淀粉). */
  alias: string | null
  /** For a logged-in caller: how their kitchen's stock covers this line; absent otherwise. */
  stock?: StockMark
}

export interface RecipeStep {
  text: string
  image: string | null
  /** Seconds of the longest duration the step names ("焖煮 3 分钟" → 180), or null. */
  timerSeconds: number | null
  /** The amounts in the text, at the answer's servings, to rescale it (types/amounts.ts). */
  amounts: StepAmount[]
}

export interface RecipeDetail extends RecipeSummary {
  description: string
  /** The servings the amounts are scaled to. */
  servings: number
  /** The recipe's own servings. */
  baseServings: number
  images: string[]
  ingredients: IngredientLine[]
  steps: RecipeStep[]
  tips: string
  /** Hands-on minutes before the heat and at it (totalMinutes split); null when unknown. */
  prepMinutes: number | null
  cookMinutes: number | null
  /** Minutes the dish waits on its own (marinating, chilling, overnight), not in totalMinutes. */
  waitMinutes: number
  /** The user's favourite id for this dish (logged in), else null. */
  favoriteId: number | null
  /** True when the description and steps are shown in Chinese: not translated yet. */
  untranslated?: boolean
  /** True when the tips are shown in Chinese to a reader of another language. */
  tipsUntranslated?: boolean
  /** True when some ingredient notes are shown in Chinese to a reader of another language. */
  notesUntranslated?: boolean
}

export type DishRole = 'meat' | 'vegetable' | 'staple' | 'soup' | 'other'

export interface TodayEatDish extends RecipeSummary {
  role: DishRole
  /** One line in the request's language saying why this dish was chosen. */
  reason: string
  /** For a logged-in caller: their favourite id of the dish, or null; absent for visitors. */
  favoriteId?: number | null
}

export interface TodayEatAnswer {
  dishes: TodayEatDish[]
  /** Send it back to get the same menu again. */
  seed: number
  /**
   * Only with `useStock`: how many of the kitchen's items have something left. 0 means the menu
   * could not draw on the stock (the client then says so and links to the stock screen).
   */
  stockItems?: number
}

export interface HotSearch {
  term: string
  count: number
}

export const SERVINGS_MIN = 1
export const SERVINGS_MAX = 20
export const PEOPLE_MIN = 1
export const PEOPLE_MAX = 10
