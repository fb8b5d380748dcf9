import { Type } from '@sinclair/typebox'
import { QUANTITY_MAX } from '../../../types/kitchen'
import {
  FOOD_KINDS,
  PUT_AWAY_MAX,
  SHOPPING_NAME_MAX,
  SHOPPING_UNIT_MAX,
  type PutAwayRequest,
  type ShoppingCheck,
  type ShoppingItem,
  type ShoppingItemInput,
  type ShoppingList,
  type ShoppingQuery,
} from '../../../types/shopping'
import type { Noun } from '../../../types/words/noun'
import { PlanDateSchema } from '../cart/schemas'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { LineText } from '../lib/text-schema'
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from '../../../types/records'
import { StockItemSchema, StockLocationSchema } from '../stock/schemas'

const strict = { additionalProperties: false } as const
const Pair = Type.Tuple([Type.String(), Type.String()])

/** types/words/noun.ts: a food's name in the reader's language, as the glossary keeps it. */
const NounSchema = Type.Object({
  one: Type.String(),
  other: Type.Optional(Type.String()),
  gender: Type.Optional(Type.Union([Type.Literal('m'), Type.Literal('f')])),
  piece: Type.Optional(Pair),
  units: Type.Optional(Type.Record(Type.String(), Pair)),
  self: Type.Optional(Type.Array(Type.String())),
  mass: Type.Optional(Type.Boolean()),
  plural: Type.Optional(Type.Boolean()),
  elide: Type.Optional(Type.Boolean()),
})
const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const ShoppingItemIdSchema = Type.Union([
  Type.Integer({ minimum: 1, description: 'A manual item’s row id' }),
  Type.String({ minLength: 1, maxLength: 120, description: 'A computed item’s stable key' }),
])

export const ShoppingQuerySchema = Type.Object({
  from: Type.Optional(PlanDateSchema),
  to: Type.Optional(PlanDateSchema),
})

export const ShoppingItemSchema = Type.Object({
  id: ShoppingItemIdSchema,
  name: Type.String(),
  quantity: Nullable(Type.Number()),
  unit: Type.Union([Type.String(), Type.Null()]),
  checked: Type.Boolean(),
  needed: Nullable(Type.Number()),
  inStock: Nullable(Type.Number()),
  recipes: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  manual: Type.Boolean(),
  kind: Type.Union(FOOD_KINDS.map((kind) => Type.Literal(kind))),
  optional: Type.Boolean(),
  // Unsafe: the same JSON schema, typed as the glossary's Noun (whose tuples are readonly).
  noun: Type.Optional(Type.Unsafe<Noun>(NounSchema)),
})

export const ShoppingListSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  items: Type.Array(ShoppingItemSchema),
})

export const ShoppingItemBodySchema = Type.Object(
  {
    name: LineText(SHOPPING_NAME_MAX),
    quantity: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: QUANTITY_MAX, description: 'Up to 3 decimals' }),
    ),
    unit: Type.Optional(LineText(SHOPPING_UNIT_MAX, { description: 'e.g. 个, g, 斤, 瓶' })),
  },
  strict,
)

export const ShoppingCheckBodySchema = Type.Object({ checked: Type.Boolean() }, strict)

export const ShoppingParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 120 }),
})

export const PutAwayBodySchema = Type.Object(
  {
    itemIds: Type.Array(ShoppingItemIdSchema, { minItems: 1, maxItems: PUT_AWAY_MAX }),
    location: StockLocationSchema,
    idempotencyKey: Type.Optional(
      Type.String({
        minLength: IDEMPOTENCY_KEY_MIN,
        maxLength: IDEMPOTENCY_KEY_MAX,
        pattern: '^[A-Za-z0-9_-]*$',
        description: 'Made once per put-away by the client; the same key again adds nothing',
      }),
    ),
    from: Type.Optional(PlanDateSchema),
    to: Type.Optional(PlanDateSchema),
  },
  strict,
)

export const ShoppingListReplySchema = EnvelopeSchema(ShoppingListSchema)
export const ShoppingItemReplySchema = EnvelopeSchema(ShoppingItemSchema)
export const PutAwayReplySchema = EnvelopeSchema(Type.Array(StockItemSchema))

const checks: [
  SameType<typeof ShoppingItemSchema.static, ShoppingItem>,
  SameType<typeof ShoppingListSchema.static, ShoppingList>,
  SameType<typeof ShoppingQuerySchema.static, ShoppingQuery>,
  SameType<typeof ShoppingItemBodySchema.static, ShoppingItemInput>,
  SameType<typeof ShoppingCheckBodySchema.static, ShoppingCheck>,
  SameType<typeof PutAwayBodySchema.static, PutAwayRequest>,
] = [true, true, true, true, true, true]
void checks
