import { Type } from '@sinclair/typebox'
import { SERVINGS_MAX, SERVINGS_MIN } from '../../../types/recipes'
import {
  RECORD_ITEMS_MAX,
  type CartAddManyRequest,
  type CartAddRequest,
  type CartItem,
  type CartPatch,
  type Meal,
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

export const CartAddBodySchema = Type.Object(
  { recipeId: RecipeIdSchema, servings: ServingsSchema, meal: MealSchema },
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
  { servings: Type.Optional(ServingsSchema), meal: Type.Optional(MealSchema) },
  strict,
)

export const CartItemSchema = Type.Object({
  id: Type.Integer(),
  recipe: RecipeSummarySchema,
  servings: Type.Integer(),
  meal: MealSchema,
  createdAt: Type.String(),
})

export const CartItemReplySchema = EnvelopeSchema(CartItemSchema)
export const CartReplySchema = EnvelopeSchema(Type.Array(CartItemSchema))

const checks: [
  SameType<typeof MealSchema.static, Meal>,
  SameType<typeof CartAddBodySchema.static, CartAddRequest>,
  SameType<typeof CartAddManyBodySchema.static, CartAddManyRequest>,
  SameType<typeof CartPatchBodySchema.static, CartPatch>,
  SameType<typeof CartItemSchema.static, CartItem>,
] = [true, true, true, true, true]
void checks
