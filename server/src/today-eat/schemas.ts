import { Type, type Static } from '@sinclair/typebox'
import {
  PEOPLE_MAX,
  PEOPLE_MIN,
  type TodayEatAnswer,
  type TodayEatDish,
} from '../../../types/recipes'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { RecipeSummarySchema } from '../recipes/schemas'

export const MAX_SEED = 2 ** 32 - 1

export const TodayEatQuerySchema = Type.Object({
  people: Type.Integer({ minimum: PEOPLE_MIN, maximum: PEOPLE_MAX, default: 2 }),
  categoryId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Every dish from this category' }),
  ),
  maxDifficulty: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  useStock: Type.Optional(
    Type.Boolean({
      description:
        'Logged in only: with something in stock, only dishes it mostly covers (main ingredients), the best covered and soonest to go off first; fewer dishes when it makes no more',
    }),
  ),
  includeMine: Type.Optional(
    Type.Boolean({
      description:
        'Logged in only: draw from the caller’s own recipes and their kitchen’s shared ones too, before the catalogue',
    }),
  ),
  seed: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_SEED,
      description: 'Send back the seed of an answer to get the same menu again',
    }),
  ),
})

export const TodayEatDishSchema = Type.Composite([
  RecipeSummarySchema,
  Type.Object({
    role: Type.Union([
      Type.Literal('meat'),
      Type.Literal('vegetable'),
      Type.Literal('staple'),
      Type.Literal('soup'),
      Type.Literal('other'),
    ]),
    reason: Type.String({ description: 'Why this dish, in the caller’s language' }),
    favoriteId: Type.Optional(
      Type.Union([Type.Integer(), Type.Null()], {
        description: 'Logged in only: the caller’s favourite id of the dish, or null',
      }),
    ),
  }),
])

export const TodayEatAnswerSchema = Type.Object({
  dishes: Type.Array(TodayEatDishSchema),
  seed: Type.Integer({ minimum: 0, maximum: MAX_SEED }),
  stockItems: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'Only with useStock: items of the kitchen with something left',
    }),
  ),
})

export const TodayEatReplySchema = EnvelopeSchema(TodayEatAnswerSchema)

const dishMatches: SameType<Static<typeof TodayEatDishSchema>, TodayEatDish> = true
const answerMatches: SameType<Static<typeof TodayEatAnswerSchema>, TodayEatAnswer> = true
void dishMatches
void answerMatches
