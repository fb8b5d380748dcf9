import { Type } from '@sinclair/typebox'
import type { Paged } from '../../../types/api'
import type { Favorite, FavoriteRequest, FavoriteResult } from '../../../types/records'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { PagedSchema, RecipeSummarySchema } from '../recipes/schemas'

const strict = { additionalProperties: false } as const

/** A positive id in a path (/favorites/{id}, /cart/{id}, /orders/{id}). */
export const IdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
})

export const RecipeIdSchema = Type.Integer({
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'A dish of the catalogue',
})

export const FavoriteBodySchema = Type.Object({ recipeId: RecipeIdSchema }, strict)

export const FavoriteSchema = Type.Object({
  id: Type.Integer(),
  recipeId: Type.Integer(),
  recipe: RecipeSummarySchema,
  createdAt: Type.String(),
})

export const FavoriteResultSchema = Type.Object({ id: Type.Integer() })

export const FavoritePageReplySchema = EnvelopeSchema(PagedSchema(FavoriteSchema))
export const FavoriteResultReplySchema = EnvelopeSchema(FavoriteResultSchema)

const checks: [
  SameType<typeof FavoriteBodySchema.static, FavoriteRequest>,
  SameType<typeof FavoriteSchema.static, Favorite>,
  SameType<typeof FavoriteResultSchema.static, FavoriteResult>,
  SameType<(typeof FavoritePageReplySchema.static)['content'], Paged<Favorite>>,
] = [true, true, true, true]
void checks
