import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  OWN_RECIPE_LIMITS as L,
  type OwnRecipeDetail,
  type OwnRecipePage,
  type RecipeDraft,
  type ReadIngredient,
  type RecipeImportDraft,
  type RecipeOrigin,
  type RecipeRestoreAnswer,
} from '../../../types/my-recipes'
import { CATEGORIES } from '../recipes/categories'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { LineText, NoteText, OptionalLineText } from '../lib/text-schema'
import {
  OwnRecipeDetailSchema,
  PageQuerySchema,
  PagedSchema,
  RecipeOriginSchema,
  RecipeSummarySchema,
  VisibilitySchema,
} from '../recipes/schemas'

const strict = { additionalProperties: false } as const
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
/** A picture: an upload's URL (POST /upload) or, in an imported draft, the page's own. */
const ImageUrl = Type.String({ maxLength: 2000, pattern: '^(/api/uploads/|https?://)' })

const OwnerSchema = Type.Object({ id: Type.Integer(), nickname: Type.String() })

export const DraftIngredientSchema = Type.Object(
  {
    name: LineText(L.ingredientName, {
      description: '"鸡蛋", or "鸡蛋 2个" read as name and amount',
    }),
    quantity: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: L.quantity }))),
    unit: Type.Optional(Nullable(OptionalLineText(L.unit))),
    note: Type.Optional(Nullable(OptionalLineText(L.ingredientNote, { examples: ['适量'] }))),
  },
  strict,
)

export const DraftStepSchema = Type.Object(
  {
    text: NoteText(L.stepText),
    image: Type.Optional(Nullable(ImageUrl)),
    timerSeconds: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: L.timerSeconds }))),
  },
  strict,
)

export const RecipeDraftSchema = Type.Object(
  {
    title: LineText(L.title),
    categoryId: Type.Integer({ minimum: 1, maximum: CATEGORIES.length }),
    description: NoteText(L.description),
    servings: Type.Integer({ minimum: L.servings.min, maximum: L.servings.max }),
    difficulty: Type.Integer({ minimum: L.difficulty.min, maximum: L.difficulty.max }),
    totalMinutes: Type.Integer({ minimum: L.totalMinutes.min, maximum: L.totalMinutes.max }),
    cover: Type.Optional(Nullable(ImageUrl)),
    ingredients: Type.Array(DraftIngredientSchema, { minItems: 1, maxItems: L.ingredients }),
    steps: Type.Array(DraftStepSchema, { minItems: 1, maxItems: L.steps }),
    visibility: VisibilitySchema,
    sourceUrl: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: '^https?://' }))),
  },
  strict,
)

/** POST /recipes/read-ingredients: the editor's rows, read as a save would read them. */
export const ReadIngredientsBodySchema = Type.Object(
  {
    ingredients: Type.Array(DraftIngredientSchema, { minItems: 1, maxItems: L.ingredients }),
  },
  strict,
)

export const ReadIngredientSchema = Type.Object({
  name: Type.String(),
  quantity: Nullable(Type.Number()),
  quantityLow: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  note: Nullable(Type.String()),
  optional: Type.Boolean(),
  parsed: Type.Boolean(),
})

export const ReadIngredientsReplySchema = EnvelopeSchema(
  Type.Object({ ingredients: Type.Array(ReadIngredientSchema) }),
)

export const OwnRecipeSummarySchema = Type.Composite([
  RecipeSummarySchema,
  Type.Object({
    source: Type.Union([Type.Literal('own'), Type.Literal('import')]),
    owner: OwnerSchema,
    visibility: VisibilitySchema,
    updatedAt: Type.Integer({ description: 'ms since epoch' }),
  }),
])

/** types/my-recipes.ts RecipeImportRequest: exactly one of the three (the route checks). */
export const ImportBodySchema = Type.Object(
  {
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    text: Type.Optional(NoteText(20_000)),
    recipes: Type.Optional(Type.Array(Type.Unknown(), { minItems: 1, maxItems: 500 })),
  },
  { ...strict, minProperties: 1, maxProperties: 1 },
)

export const ImportDraftSchema = Type.Composite([
  RecipeDraftSchema,
  Type.Object({ skipped: Type.Array(Type.String()) }),
])

export const RestoreAnswerSchema = Type.Object({ created: Type.Array(OwnRecipeSummarySchema) })

export const MineQuerySchema = Type.Object(PageQuerySchema)

export const OwnRecipeReplySchema = EnvelopeSchema(OwnRecipeDetailSchema)
export const OwnRecipePageReplySchema = EnvelopeSchema(PagedSchema(OwnRecipeSummarySchema))
export const ImportReplySchema = EnvelopeSchema(
  Type.Union([ImportDraftSchema, RestoreAnswerSchema]),
)
export const ExportReplySchema = EnvelopeSchema(
  Type.Array(Type.Record(Type.String(), Type.Unknown()), {
    description: 'schema.org Recipe objects; POST /recipes/import {recipes} brings them back',
  }),
)

const draftMatches: SameType<Static<typeof RecipeDraftSchema>, RecipeDraft> = true
const originMatches: SameType<Static<typeof RecipeOriginSchema>, RecipeOrigin> = true
/** Both ways assignable: SameType cannot compare a flattened Composite with an intersection. */
type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const detailMatches: Assignable<Static<typeof OwnRecipeDetailSchema>, OwnRecipeDetail> = true
const pageMatches: SameType<
  Static<ReturnType<typeof PagedSchema<typeof OwnRecipeSummarySchema>>>,
  OwnRecipePage
> = true
const importMatches: Assignable<Static<typeof ImportDraftSchema>, RecipeImportDraft> = true
const restoreMatches: SameType<Static<typeof RestoreAnswerSchema>, RecipeRestoreAnswer> = true
const readMatches: SameType<Static<typeof ReadIngredientSchema>, ReadIngredient> = true
void draftMatches
void originMatches
void detailMatches
void pageMatches
void importMatches
void restoreMatches
void readMatches
