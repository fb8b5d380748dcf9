import { Type } from '@sinclair/typebox'
import type { Paged } from '../../../types/api'
import type { StockPlanLine, StockTake } from '../../../types/kitchen'
import {
  COMMENT_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  RATING_MAX,
  RATING_MIN,
  RECORD_ITEMS_MAX,
  RECORD_NOTE_MAX,
  type CookRequest,
  type FoodRecord,
  type FoodRecordDetail,
  type OrderCreateRequest,
  type RatingRequest,
} from '../../../types/records'
import { MealSchema } from '../cart/schemas'
import { IdParamsSchema } from '../favorites/schemas'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { NoteText } from '../lib/text-schema'
import { NounSchema, PagedSchema, PageQuerySchema, RecipeSummarySchema } from '../recipes/schemas'
import { EAT_AT_PATTERN } from './eat-at'

const strict = { additionalProperties: false } as const

export { IdParamsSchema }

export const StatusSchema = Type.Union([
  Type.Literal('planned'),
  Type.Literal('cooked'),
  Type.Literal('cancelled'),
])

export const OrderCreateBodySchema = Type.Object(
  {
    cartItemIds: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
      minItems: 1,
      maxItems: RECORD_ITEMS_MAX,
      description: 'Lines of the caller’s plan, each once: they become the record’s dishes',
    }),
    meal: MealSchema,
    eatAt: Type.String({
      pattern: EAT_AT_PATTERN,
      description: 'ISO 8601 with an offset or Z',
      examples: ['2025-03-01T18:30:00+08:00'],
    }),
    note: Type.Optional(NoteText(RECORD_NOTE_MAX)),
    idempotencyKey: Type.String({
      minLength: IDEMPOTENCY_KEY_MIN,
      maxLength: IDEMPOTENCY_KEY_MAX,
      pattern: '^[A-Za-z0-9_-]*$',
      description: 'Made once per record by the client; the same key again answers that record',
      examples: ['rec-7f3a9c2e'],
    }),
  },
  strict,
)

export const OrderListQuerySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  ...PageQuerySchema,
})

export const CookBodySchema = Type.Object(
  {
    consumeStock: Type.Boolean(),
    include: Type.Optional(
      Type.Array(
        Type.Object(
          {
            key: Type.String({ minLength: 1, maxLength: 200 }),
            amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
          },
          strict,
        ),
        { maxItems: 200, description: 'Optional lines ticked, and amounts left to the cook' },
      ),
    ),
  },
  strict,
)

export const RatingBodySchema = Type.Object(
  {
    rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
    comment: Type.Optional(NoteText(COMMENT_MAX)),
  },
  strict,
)

export const StockTakeSchema = Type.Object({
  itemId: Type.Integer(),
  name: Type.String(),
  amount: Type.Number(),
  unit: Type.String(),
})

export const StockPlanLineSchema = Type.Object({
  key: Type.String({ description: 'Names the line in a cook request’s include' }),
  name: Type.String(),
  need: Type.Union([Type.Number(), Type.Null()]),
  unit: Type.Union([Type.String(), Type.Null()]),
  have: Type.Union([Type.Number(), Type.Null()]),
  status: Type.Union([Type.Literal('enough'), Type.Literal('short'), Type.Literal('missing')]),
  takes: Type.Array(StockTakeSchema, {
    description: 'What cooking takes; for an optional line, what it takes when included',
  }),
  optional: Type.Boolean(),
  from: Type.Union([StockTakeSchema, Type.Null()], {
    description: 'For an amount left to the cook (适量): the item it would come from',
  }),
  noun: Type.Optional(NounSchema),
})

export const FoodRecordSchema = Type.Object({
  id: Type.Integer(),
  status: StatusSchema,
  meal: MealSchema,
  eatAt: Type.String(),
  note: Type.String(),
  items: Type.Array(Type.Object({ recipe: RecipeSummarySchema, servings: Type.Integer() })),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  comment: Type.String(),
  author: Type.Object({ id: Type.Integer(), nickname: Type.String() }),
  mine: Type.Boolean(),
  stockTaken: Type.Boolean(),
  createdAt: Type.String(),
  cookedAt: Type.Union([Type.String(), Type.Null()]),
})

export const FoodRecordDetailSchema = Type.Composite([
  FoodRecordSchema,
  Type.Object({
    stockPlan: Type.Array(StockPlanLineSchema, {
      description: 'Planned records: what cooking would take from the kitchen now',
    }),
    taken: Type.Array(StockTakeSchema, { description: 'Cooked records: what cooking took' }),
  }),
])

export const FoodRecordPageReplySchema = EnvelopeSchema(PagedSchema(FoodRecordSchema))
export const FoodRecordDetailReplySchema = EnvelopeSchema(FoodRecordDetailSchema)

const checks: [
  SameType<typeof OrderCreateBodySchema.static, OrderCreateRequest>,
  SameType<typeof CookBodySchema.static, CookRequest>,
  SameType<typeof RatingBodySchema.static, RatingRequest>,
  SameType<typeof StockTakeSchema.static, StockTake>,
  SameType<typeof StockPlanLineSchema.static, StockPlanLine>,
  SameType<typeof FoodRecordSchema.static, FoodRecord>,
  SameType<typeof FoodRecordDetailSchema.static, FoodRecordDetail>,
  SameType<(typeof FoodRecordPageReplySchema.static)['content'], Paged<FoodRecord>>,
] = [true, true, true, true, true, true, true, true]
void checks
