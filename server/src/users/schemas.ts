import { Type } from '@sinclair/typebox'
import {
  BIO_MAX,
  NICKNAME_MAX,
  type ChangePasswordRequest,
  type Kanban,
  type SensitiveInfoRequest,
  type UpdateUserInfoRequest,
} from '../../../types/auth'
import {
  CodeSchema,
  EmailSchema,
  GenderSchema,
  LocaleSchema,
  NewPasswordSchema,
  PasswordSchema,
  UserInfoSchema,
} from '../auth/schemas'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { LineText, NoteText } from '../lib/text-schema'

const strict = { additionalProperties: false } as const

export const ProfileFieldsSchema = Type.Object(
  {
    nickname: Type.Optional(LineText(NICKNAME_MAX)),
    avatar: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'An /api/uploads/… URL of your own upload, or empty to remove',
      }),
    ),
    gender: Type.Optional(GenderSchema),
    bio: Type.Optional(NoteText(BIO_MAX)),
    locale: Type.Optional(LocaleSchema),
  },
  strict,
)

export const ChangePasswordBodySchema = Type.Object(
  { oldPassword: PasswordSchema, newPassword: NewPasswordSchema },
  strict,
)

export const SensitiveInfoBodySchema = Type.Object(
  { password: PasswordSchema, email: EmailSchema, code: CodeSchema },
  strict,
)

const Count = Type.Integer({ minimum: 0 })
export const KanbanSchema = Type.Object({
  favorites: Count,
  records: Count,
  cookedDaysThisMonth: Count,
  streakDays: Count,
  planned: Count,
  stockAlerts: Count,
  toBuy: Count,
})

// Content may be null: a login-only route without a token answers HTTP 200 with code 401.
export const UserInfoReplySchema = EnvelopeSchema(Type.Union([UserInfoSchema, Type.Null()]))
export const ProfileReplySchema = EnvelopeSchema(Type.Union([ProfileFieldsSchema, Type.Null()]))
export const KanbanReplySchema = EnvelopeSchema(Type.Union([KanbanSchema, Type.Null()]))

const checks: [
  SameType<typeof ProfileFieldsSchema.static, UpdateUserInfoRequest>,
  SameType<typeof ChangePasswordBodySchema.static, ChangePasswordRequest>,
  SameType<typeof SensitiveInfoBodySchema.static, SensitiveInfoRequest>,
  SameType<typeof KanbanSchema.static, Kanban>,
] = [true, true, true, true]
void checks
