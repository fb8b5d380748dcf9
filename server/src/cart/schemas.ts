import { Type } from '@sinclair/typebox'
import { SERVINGS_MAX, SERVINGS_MIN } from '../../../types/recipes'
import {
  RECORD_ITEMS_MAX,
  type CartAddManyRequest,
  type CartAddRequest,
  type CartItem,
  type CartPatch,
  type Meal,
  type PlanWeek,
} from '../../../types/records'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { RecipeIdSchema } from '../favorites/schemas'
import { RecipeSummarySchema } from '../recipes/schemas'

const strict = { additionalProperties: false } as const

export const MealSchema = Type.Union(
  [Type.Literal('breakfast'), Type.Literal('lunch'), Type.Literal('dinner'), Type.Literal('snack')],
  { description: 'breakfast, lunch, dinner or snack' },
)

export const ServingsSchema = Type.Integer({ minimum: SERVINGS_MIN, maximum: SERVINGS_MAX })

/** A day of the kitchen's plan; checked further by plan-date.ts (exists, within a year). */
export const PlanDateSchema = Type.String({
  maxLength: 10,
  description: 'YYYY-MM-DD, the kitchen’s day; within a year of its today',
})

export const CartAddBodySchema = Type.Object(
  {
    recipeId: RecipeIdSchema,
    servings: ServingsSchema,
    meal: MealSchema,
    date: Type.Optional(PlanDateSchema),
  },
  strict,
)

export const CartAddManyBodySchema = Type.Object(
  {
    items: Type.Array(CartAddBodySchema, {
      minItems: 1,
      maxItems: RECORD_ITEMS_MAX,
      description: 'A whole menu (today-eat "add all"): added all or none',
    }),
  },
  strict,
)

export const CartPatchBodySchema = Type.Object(
  {
    servings: Type.Optional(ServingsSchema),
    meal: Type.Optional(MealSchema),
    date: Type.Optional(PlanDateSchema),
  },
  strict,
)

export const CartDayQuerySchema = Type.Object({ date: Type.Optional(PlanDateSchema) })
export const CartWeekQuerySchema = Type.Object({ from: Type.Optional(PlanDateSchema) })

export const CartItemSchema = Type.Object({
  id: Type.Integer(),
  recipe: RecipeSummarySchema,
  servings: Type.Integer(),
  meal: MealSchema,
  date: Type.String(),
  createdAt: Type.String(),
})

export const PlanWeekSchema = Type.Object({
  from: Type.String(),
  today: Type.String(),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      meals: Type.Array(Type.Object({ meal: MealSchema, lines: Type.Array(CartItemSchema) })),
    }),
  ),
  past: Type.Array(Type.String(), {
    description: 'Days before the kitchen’s today that still hold lines',
  }),
})

export const CartItemReplySchema = EnvelopeSchema(CartItemSchema)
export const CartReplySchema = EnvelopeSchema(Type.Array(CartItemSchema))
export const PlanWeekReplySchema = EnvelopeSchema(PlanWeekSchema)

const checks: [
  SameType<typeof MealSchema.static, Meal>,
  SameType<typeof CartAddBodySchema.static, CartAddRequest>,
  SameType<typeof CartAddManyBodySchema.static, CartAddManyRequest>,
  SameType<typeof CartPatchBodySchema.static, CartPatch>,
  SameType<typeof CartItemSchema.static, CartItem>,
  SameType<typeof PlanWeekSchema.static, PlanWeek>,
] = [true, true, true, true, true, true]
void checks
