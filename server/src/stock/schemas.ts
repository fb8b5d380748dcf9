import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  MOVEMENT_NOTE_MAX,
  QUANTITY_MAX,
  STOCK_LOCATIONS,
  STOCK_NAME_MAX,
  STOCK_NOTE_MAX,
  STOCK_STATUSES,
  STOCK_UNIT_MAX,
  type IngredientSuggestion,
  type StockItem,
  type StockItemDetail,
  type StockItemInput,
  type StockItemPatch,
  type StockMovement,
  type StockMovementInput,
  type StockPage,
  type StockQuery,
  type StockSuggestion,
  type StockSummary,
} from '../../../types/kitchen'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { LineText, NoteText, QueryText } from '../lib/text-schema'
import { PageQuerySchema, PagedSchema, RecipeSummarySchema } from '../recipes/schemas'

const strict = { additionalProperties: false } as const

export const StockLocationSchema = Type.Union(STOCK_LOCATIONS.map((l) => Type.Literal(l)))
export const StockStatusSchema = Type.Union(STOCK_STATUSES.map((s) => Type.Literal(s)))
const ManualReasonSchema = Type.Union([
  Type.Literal('purchase'),
  Type.Literal('discard'),
  Type.Literal('adjust'),
])
const ReasonSchema = Type.Union([
  Type.Literal('purchase'),
  Type.Literal('cooked'),
  Type.Literal('discard'),
  Type.Literal('adjust'),
])

const Quantity = (description: string) =>
  Type.Number({ minimum: 0, maximum: QUANTITY_MAX, description: `${description}; steps of 0.001` })
const DateText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD, within ±150 years' })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

const itemFields = {
  name: LineText(STOCK_NAME_MAX),
  quantity: Quantity('At most 3 decimals'),
  unit: LineText(STOCK_UNIT_MAX, { description: 'e.g. 个, g, kg, 斤, ml, L' }),
  minQuantity: Quantity('At or below it the item is low; 0 (the default) for never'),
  bestBefore: Nullable(DateText),
  location: StockLocationSchema,
  note: NoteText(STOCK_NOTE_MAX),
}

export const StockItemBodySchema = Type.Object(
  {
    name: itemFields.name,
    quantity: itemFields.quantity,
    unit: itemFields.unit,
    minQuantity: Type.Optional(itemFields.minQuantity),
    bestBefore: Type.Optional(itemFields.bestBefore),
    location: Type.Optional(itemFields.location),
    note: Type.Optional(itemFields.note),
  },
  strict,
)

export const StockItemPatchSchema = Type.Object(
  {
    name: Type.Optional(itemFields.name),
    quantity: Type.Optional(itemFields.quantity),
    unit: Type.Optional(itemFields.unit),
    minQuantity: Type.Optional(itemFields.minQuantity),
    bestBefore: Type.Optional(itemFields.bestBefore),
    location: Type.Optional(itemFields.location),
    note: Type.Optional(itemFields.note),
  },
  strict,
)

export const StockMovementBodySchema = Type.Object(
  {
    delta: Type.Number({
      minimum: -QUANTITY_MAX,
      maximum: QUANTITY_MAX,
      description: 'purchase > 0, discard < 0, adjust ≠ 0; steps of 0.001',
    }),
    reason: ManualReasonSchema,
    note: Type.Optional(NoteText(MOVEMENT_NOTE_MAX)),
  },
  strict,
)

export const StockQuerySchema = Type.Object({
  location: Type.Optional(StockLocationSchema),
  status: Type.Optional(StockStatusSchema),
  ...PageQuerySchema,
})

export const StockParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })

export const IngredientQuerySchema = Type.Object({
  q: QueryText(STOCK_NAME_MAX, { description: 'What was typed of an ingredient name' }),
})

export const StockItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Number(),
  unit: Type.String(),
  minQuantity: Type.Number(),
  bestBefore: Nullable(Type.String({ format: 'date' })),
  location: StockLocationSchema,
  note: Type.String(),
  status: StockStatusSchema,
  daysLeft: Nullable(
    Type.Integer({ description: 'Days from the kitchen’s today to the best-before date' }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const StockSummarySchema = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  expired: Type.Integer({ minimum: 0 }),
  expiring: Type.Integer({ minimum: 0 }),
  low: Type.Integer({ minimum: 0 }),
  out: Type.Integer({ minimum: 0 }),
  ok: Type.Integer({ minimum: 0 }),
})

export const StockPageSchema = Type.Composite([
  PagedSchema(StockItemSchema),
  Type.Object({ summary: StockSummarySchema }),
])

export const StockMovementSchema = Type.Object({
  id: Type.Integer(),
  delta: Type.Number(),
  reason: ReasonSchema,
  note: Type.String(),
  quantityAfter: Type.Number(),
  orderId: Nullable(Type.Integer()),
  by: Nullable(Type.Object({ id: Type.Integer(), nickname: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
})

export const StockItemDetailSchema = Type.Composite([
  StockItemSchema,
  Type.Object({
    movements: Type.Array(StockMovementSchema, { description: 'Newest first, at most 50' }),
    recipes: Type.Array(RecipeSummarySchema, { description: 'Up to 10 dishes that use it' }),
  }),
])

export const StockSuggestionSchema = Type.Object({
  recipe: RecipeSummarySchema,
  items: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), daysLeft: Nullable(Type.Integer()) }),
  ),
})

export const IngredientSuggestionSchema = Type.Object({
  name: Type.String(),
  recipes: Type.Integer({ minimum: 1 }),
})

// Content may be null: a login-only route without a token answers HTTP 200 with code 401.
const reply = <T extends TSchema>(content: T) => EnvelopeSchema(Nullable(content))
export const StockPageReplySchema = reply(StockPageSchema)
export const StockItemReplySchema = reply(StockItemSchema)
export const StockItemDetailReplySchema = reply(StockItemDetailSchema)
export const StockSuggestionsReplySchema = reply(Type.Array(StockSuggestionSchema))
export const IngredientSuggestionsReplySchema = reply(Type.Array(IngredientSuggestionSchema))

/** The query as the route reads it: page and pageSize filled in by their defaults. */
export interface PagedStockQuery {
  location?: StockQuery['location']
  status?: StockQuery['status']
  page: number
  pageSize: number
}

const checks: [
  SameType<Static<typeof StockItemBodySchema>, StockItemInput>,
  SameType<Static<typeof StockItemPatchSchema>, StockItemPatch>,
  SameType<Static<typeof StockMovementBodySchema>, StockMovementInput>,
  SameType<Static<typeof StockQuerySchema>, PagedStockQuery>,
  SameType<Static<typeof StockItemSchema>, StockItem>,
  SameType<Static<typeof StockSummarySchema>, StockSummary>,
  SameType<Static<typeof StockPageSchema>, StockPage>,
  SameType<Static<typeof StockMovementSchema>, StockMovement>,
  SameType<Static<typeof StockItemDetailSchema>, StockItemDetail>,
  SameType<Static<typeof StockSuggestionSchema>, StockSuggestion>,
  SameType<Static<typeof IngredientSuggestionSchema>, IngredientSuggestion>,
] = [true, true, true, true, true, true, true, true, true, true, true]
void checks
