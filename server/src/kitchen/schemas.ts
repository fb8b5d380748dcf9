import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  KITCHEN_NAME_MAX,
  type BindShopRequest,
  type BindShopResult,
  type InviteCode,
  type Kitchen,
  type KitchenMember,
  type KitchenPatch,
} from '../../../types/kitchen'
import { KitchenRefSchema } from '../auth/schemas'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { LineText } from '../lib/text-schema'

const strict = { additionalProperties: false } as const
const Role = Type.Union([Type.Literal('owner'), Type.Literal('member')])

export const KitchenPatchSchema = Type.Object(
  {
    name: Type.Optional(LineText(KITCHEN_NAME_MAX)),
    timeZone: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'IANA zone the kitchen’s days are counted in, e.g. Asia/Shanghai',
      }),
    ),
  },
  strict,
)

export const BindShopBodySchema = Type.Object(
  {
    inviteCode: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'The 8-character code; case, spaces and dashes do not matter',
    }),
    merge: Type.Optional(
      Type.Boolean({
        description: 'When you are alone in a kitchen that holds stock: bring its items along',
      }),
    ),
  },
  strict,
)

export const MemberParamsSchema = Type.Object({ userId: Type.Integer({ minimum: 1 }) })

export const InviteCodeSchema = Type.Object({
  code: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
})

export const KitchenMemberSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  role: Role,
  joinedAt: Type.String({ format: 'date-time' }),
})

export const KitchenSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  timeZone: Type.String(),
  role: Role,
  members: Type.Array(KitchenMemberSchema),
  inviteCode: Type.Union([InviteCodeSchema, Type.Null()], {
    description: 'The current code, for the owner only; null for members or when none is valid',
  }),
  itemCount: Type.Integer({ minimum: 0 }),
})

export const BindShopResultSchema = Type.Object({ kitchen: KitchenRefSchema })

// Content may be null: a login-only route without a token answers HTTP 200 with code 401.
const reply = <T extends TSchema>(content: T) => EnvelopeSchema(Type.Union([content, Type.Null()]))
export const KitchenReplySchema = reply(KitchenSchema)
export const InviteCodeReplySchema = reply(InviteCodeSchema)
export const BindShopReplySchema = reply(BindShopResultSchema)

const checks: [
  SameType<Static<typeof KitchenPatchSchema>, KitchenPatch>,
  SameType<Static<typeof BindShopBodySchema>, BindShopRequest>,
  SameType<Static<typeof InviteCodeSchema>, InviteCode>,
  SameType<Static<typeof KitchenMemberSchema>, KitchenMember>,
  SameType<Static<typeof KitchenSchema>, Kitchen>,
  SameType<Static<typeof BindShopResultSchema>, BindShopResult>,
] = [true, true, true, true, true, true]
void checks
