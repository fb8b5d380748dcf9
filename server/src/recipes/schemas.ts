import { Type, type Static } from '@sinclair/typebox'
import type { Paged } from '../../../types/api'
import {
  SERVINGS_MAX,
  SERVINGS_MIN,
  type Category,
  type CategoryKey,
  type RecipeDetail,
  type RecipeSummary,
} from '../../../types/recipes'
import type { Noun } from '../../../types/words/noun'
import { CATEGORIES } from './categories'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'

export const CategoryKeySchema = Type.Union(
  CATEGORIES.map((c) => Type.Literal(c.key)),
  { description: 'The category key; it also names its icon and placeholder' },
)

export const CategoryRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "The category's name in the reader's language" }),
  icon: CategoryKeySchema,
})

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: CategoryKeySchema,
  count: Type.Integer({ description: 'Dishes in this category' }),
})

export const RecipeSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: "In the reader's language (Accept-Language)" }),
  titleZh: Type.Optional(
    Type.String({ description: 'en, es, fr: the Chinese title, shown beside the translation' }),
  ),
  cover: Type.Union([Type.String(), Type.Null()], {
    description: 'Image URL, or null: draw the category placeholder',
  }),
  category: CategoryRefSchema,
  difficulty: Type.Integer({ minimum: 1, maximum: 5 }),
  totalMinutes: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Estimated from the steps when the source gives no time',
  }),
  rating: Type.Number(),
  favoriteCount: Type.Integer(),
})

/** Typed as types/words/noun.ts says (its arrays are read-only there, the same on the wire). */
export const NounSchema = Type.Unsafe<Noun>(
  Type.Object(
    {
      one: Type.String(),
      other: Type.Optional(Type.String()),
      gender: Type.Optional(Type.Union([Type.Literal('m'), Type.Literal('f')])),
      piece: Type.Optional(Type.Tuple([Type.String(), Type.String()])),
      units: Type.Optional(Type.Record(Type.String(), Type.Tuple([Type.String(), Type.String()]))),
      self: Type.Optional(Type.Array(Type.String())),
      mass: Type.Optional(Type.Boolean()),
      plural: Type.Optional(Type.Boolean()),
      elide: Type.Optional(Type.Boolean()),
    },
    { description: 'The food as amount phrases take it (types/words/noun.ts)' },
  ),
)

export const IngredientLineSchema = Type.Object({
  name: Type.String({ description: "The food in the reader's language" }),
  noun: Type.Optional(NounSchema),
  quantity: Type.Union([Type.Number(), Type.Null()], {
    description: 'Scaled to the servings asked; null for 适量, 少许 and unparsed lines',
  }),
  quantityLow: Type.Union([Type.Number(), Type.Null()], {
    description: 'The lower end of a range ("1.5-2 g"), else null',
  }),
  unit: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  optional: Type.Boolean({ description: 'May be left out; not taken from stock unless ticked' }),
  roundUp: Type.Boolean({ description: 'Whole pieces, rounded up when scaled' }),
  baseQuantity: Type.Union([Type.Number(), Type.Null()], {
    description: "At the recipe's own servings, unrounded (the app rescales from it)",
  }),
  baseQuantityLow: Type.Union([Type.Number(), Type.Null()]),
  alias: Type.Union([Type.String(), Type.Null()]),
  stock: Type.Optional(
    Type.Union([Type.Literal('enough'), Type.Literal('short'), Type.Literal('missing')]),
  ),
})

export const StepAmountSchema = Type.Object({
  start: Type.Integer({ description: 'Where the number starts in text (UTF-16 units)' }),
  end: Type.Integer(),
  quantity: Type.Number(),
  quantityLow: Type.Union([Type.Number(), Type.Null()]),
  unit: Type.String(),
})

export const RecipeStepSchema = Type.Object({
  text: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  timerSeconds: Type.Union([Type.Integer(), Type.Null()]),
  amounts: Type.Array(StepAmountSchema, {
    description: 'The amounts in text at these servings, to rescale it as the app does',
  }),
})

export const RecipeDetailSchema = Type.Composite([
  RecipeSummarySchema,
  Type.Object({
    description: Type.String(),
    servings: Type.Integer(),
    baseServings: Type.Integer(),
    images: Type.Array(Type.String()),
    ingredients: Type.Array(IngredientLineSchema),
    steps: Type.Array(RecipeStepSchema),
    tips: Type.String(),
    prepMinutes: Type.Union([Type.Integer(), Type.Null()]),
    cookMinutes: Type.Union([Type.Integer(), Type.Null()]),
    waitMinutes: Type.Integer({
      description: 'Waiting (marinating, chilling), apart from totalMinutes',
    }),
    favoriteId: Type.Union([Type.Integer(), Type.Null()]),
    untranslated: Type.Optional(
      Type.Boolean({ description: 'The description and steps are in Chinese: not translated' }),
    ),
    tipsUntranslated: Type.Optional(Type.Boolean()),
    notesUntranslated: Type.Optional(
      Type.Boolean({ description: 'Some ingredient notes are in Chinese: not translated yet' }),
    ),
  }),
])

export const VisibilitySchema = Type.Union([Type.Literal('private'), Type.Literal('kitchen')], {
  description: 'private: the owner only; kitchen: every member of the owner’s kitchen',
})

/** Where a dish comes from (types/my-recipes.ts RecipeOrigin): every dish answer carries it. */
export const RecipeOriginSchema = Type.Object({
  source: Type.Union([Type.Literal('catalogue'), Type.Literal('own'), Type.Literal('import')]),
  owner: Type.Union([Type.Object({ id: Type.Integer(), nickname: Type.String() }), Type.Null()]),
  visibility: Type.Union([VisibilitySchema, Type.Null()]),
  sourceUrl: Type.Union([Type.String(), Type.Null()]),
})

/** A dish as GET /recipes/{id} answers it: the detail and its origin (types/my-recipes.ts). */
export const OwnRecipeDetailSchema = Type.Composite([RecipeDetailSchema, RecipeOriginSchema])

/** A page of anything: Paged<T> of types/api.ts. */
export function PagedSchema<T extends ReturnType<typeof Type.Object>>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  })
}

export const PageQuerySchema = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
}

export const RecipeListQuerySchema = Type.Object({
  categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  sort: Type.Union(
    [
      Type.Literal('popular'),
      Type.Literal('newest'),
      Type.Literal('easiest'),
      Type.Literal('quickest'),
    ],
    { default: 'popular' },
  ),
  ...PageQuerySchema,
})

export const PageOnlyQuerySchema = Type.Object(PageQuerySchema)

export const RecipeParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const RecipeDetailQuerySchema = Type.Object({
  servings: Type.Optional(
    Type.Integer({
      minimum: SERVINGS_MIN,
      maximum: SERVINGS_MAX,
      description: 'Scale the amounts to this many servings (default: the recipe’s own)',
    }),
  ),
})

export const CategoriesReplySchema = EnvelopeSchema(Type.Array(CategorySchema))
export const RecipePageReplySchema = EnvelopeSchema(PagedSchema(RecipeSummarySchema))
export const RecipeDetailReplySchema = EnvelopeSchema(OwnRecipeDetailSchema)

const categoryMatches: SameType<Static<typeof CategorySchema>, Category> = true
const keyMatches: SameType<Static<typeof CategoryKeySchema>, CategoryKey> = true
const summaryMatches: SameType<Static<typeof RecipeSummarySchema>, RecipeSummary> = true
const detailMatches: SameType<Static<typeof RecipeDetailSchema>, RecipeDetail> = true
const pageMatches: SameType<
  Static<ReturnType<typeof PagedSchema<typeof RecipeSummarySchema>>>,
  Paged<RecipeSummary>
> = true
void categoryMatches
void keyMatches
void summaryMatches
void detailMatches
void pageMatches
