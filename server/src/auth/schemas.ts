import { Type } from '@sinclair/typebox'
import { LOCALES, type Gender, type KitchenRef, type UserInfo } from '../../../types/api'
import {
  CODE_RULE,
  EMAIL_MAX,
  NICKNAME_MAX,
  NONCE_MAX,
  NONCE_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_RULE,
  type AuthResult,
  type CodeLoginRequest,
  type CodePurpose,
  type DeviceLoginRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendCodeRequest,
} from '../../../types/auth'
import { EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { LineText, OptionalLineText } from '../lib/text-schema'

const strict = { additionalProperties: false } as const

export const EmailSchema = Type.String({
  format: 'email',
  maxLength: EMAIL_MAX,
  description: 'An email address; compared without regard to case',
  examples: ['cook@example.com'],
})

export const UsernameSchema = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: USERNAME_RULE.source,
  description: '3-32 letters, digits or _; unique without regard to case',
  examples: ['grace_hopper'],
})

/** A username or an email, as the login forms take it. */
export const LoginNameSchema = LineText(EMAIL_MAX)

export const NewPasswordSchema = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  description: '8-64 characters, not only digits, not one of the most common passwords',
})

/** The password of an existing account: any length up to the maximum, so a wrong one is just wrong. */
export const PasswordSchema = Type.String({ minLength: 1, maxLength: PASSWORD_MAX })

export const CodeSchema = Type.String({
  minLength: 6,
  maxLength: 6,
  pattern: CODE_RULE.source,
  description: 'The 6-digit code sent by email',
  examples: ['042917'],
})

const PURPOSES: CodePurpose[] = ['register', 'login', 'reset', 'bind-email']
export const PurposeSchema = Type.Union(PURPOSES.map((p) => Type.Literal(p)))

export const SendCodeBodySchema = Type.Object(
  {
    email: Type.Optional(EmailSchema),
    // Instead of the email, for purpose login only: the account's username.
    username: Type.Optional(UsernameSchema),
    purpose: PurposeSchema,
  },
  strict,
)

export const LoginBodySchema = Type.Object(
  {
    username: LoginNameSchema,
    password: PasswordSchema,
    nonce: Type.String({
      minLength: NONCE_MIN,
      maxLength: NONCE_MAX,
      pattern: '^[\\x21-\\x7e]+$',
      description: 'Random, visible ASCII; each is accepted once',
      examples: ['f3Jq8LwZ0pXc7Rb2'],
    }),
    timestamp: Type.Integer({ minimum: 0, description: 'Client time in ms since the epoch' }),
    deviceToken: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'The deviceToken of an earlier login of this account on this device',
      }),
    ),
    remember: Type.Optional(
      Type.Boolean({ description: 'Remember account: the answered deviceToken may log in' }),
    ),
  },
  strict,
)

export const DeviceLoginBodySchema = Type.Object(
  {
    username: LoginNameSchema,
    deviceToken: Type.String({
      maxLength: 64,
      description: 'The deviceToken of a login of this account that chose "remember account"',
    }),
  },
  strict,
)

export const CodeLoginBodySchema = Type.Object(
  { username: LoginNameSchema, code: CodeSchema },
  strict,
)

export const RegisterBodySchema = Type.Object(
  {
    username: UsernameSchema,
    email: EmailSchema,
    code: CodeSchema,
    password: NewPasswordSchema,
    nickname: Type.Optional(
      OptionalLineText(NICKNAME_MAX, { description: 'Left out or blank: the username' }),
    ),
  },
  strict,
)

export const ResetPasswordBodySchema = Type.Object(
  { email: EmailSchema, code: CodeSchema, password: NewPasswordSchema },
  strict,
)

/** No body, an empty JSON body or `{}`. */
export const NoBodySchema = Type.Union([Type.Null(), Type.Object({}, strict)])

const GENDERS: Gender[] = ['unknown', 'male', 'female']
export const GenderSchema = Type.Union(GENDERS.map((g) => Type.Literal(g)))
export const LocaleSchema = Type.Union(LOCALES.map((l) => Type.Literal(l)))

export const KitchenRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('member')]),
})

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  avatar: Type.String({ description: 'An /api/uploads/… URL, or empty' }),
  email: Type.String({ description: 'Masked, e.g. a***@example.com' }),
  gender: GenderSchema,
  bio: Type.String(),
  locale: LocaleSchema,
  kitchen: Type.Union([KitchenRefSchema, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
})

export const AuthResultSchema = Type.Object({
  token: Type.String(),
  userInfo: UserInfoSchema,
  deviceToken: Type.String({
    description: 'Send it with later password logins of this account; replaced at each login',
  }),
})

// Error answers travel with HTTP 200 too (login required), with content null.
export const AuthReplySchema = EnvelopeSchema(Type.Union([AuthResultSchema, Type.Null()]))
export const NullReplySchema = EnvelopeSchema(Type.Null())

const checks: [
  SameType<typeof SendCodeBodySchema.static, SendCodeRequest>,
  SameType<typeof LoginBodySchema.static, LoginRequest>,
  SameType<typeof CodeLoginBodySchema.static, CodeLoginRequest>,
  SameType<typeof DeviceLoginBodySchema.static, DeviceLoginRequest>,
  SameType<typeof RegisterBodySchema.static, RegisterRequest>,
  SameType<typeof ResetPasswordBodySchema.static, ResetPasswordRequest>,
  SameType<typeof KitchenRefSchema.static, KitchenRef>,
  SameType<typeof UserInfoSchema.static, UserInfo>,
  SameType<typeof AuthResultSchema.static, AuthResult>,
] = [true, true, true, true, true, true, true, true, true]
void checks
