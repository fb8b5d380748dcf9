import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  PASSWORD_MAX,
  type PasswordOwner,
  type PasswordStrengthRequest,
  type PasswordStrengthResult,
} from '../../../types/auth'
import { ok, EnvelopeSchema } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { OptionalLineText } from '../lib/text-schema'
import { limit } from '../plugins/rate-limit'
import { EmailSchema } from './schemas'
import { passwordStrength } from './strength'

const BodySchema = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    // Loose on purpose: the form asks while the person is still typing their name and email.
    username: Type.Optional(Type.String({ maxLength: 32 })),
    email: Type.Optional(Type.String({ maxLength: EmailSchema.maxLength })),
    nickname: Type.Optional(OptionalLineText(64)),
  },
  { additionalProperties: false },
)

const ResultSchema = Type.Object(
  {
    score: Type.Integer({ minimum: 0, maximum: 4 }),
    problem: Type.Union([
      Type.Literal('blank'),
      Type.Literal('hasName'),
      Type.Literal('weak'),
      Type.Literal('common'),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
)

const checks: [
  SameType<typeof BodySchema.static, PasswordStrengthRequest>,
  SameType<typeof ResultSchema.static, PasswordStrengthResult>,
] = [true, true]
void checks

/**
 * The strength meter of the new-password forms: the server's estimator (its dictionaries are too
 * heavy for the app) scores a password being typed. A logged-in caller's own names count too.
 * The password is never stored or logged (the logger redacts `password`).
 */
export const strengthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/password-strength',
    {
      schema: {
        summary: "Score a new password (0-4) and say what the server's check would refuse",
        tags: ['auth'],
        body: BodySchema,
        response: { 200: EnvelopeSchema(ResultSchema) },
      },
      // A meter asks as the person types (debounced): generous, but not an oracle to run lists on.
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const { password, username, email, nickname } = request.body
      const owner: PasswordOwner = { username, email, nickname }
      if (request.user) {
        const account = await app.repos.users.findById(request.user.id)
        Object.assign(owner, {
          username: account?.username ?? request.user.username,
          email: account?.email ?? email,
          nickname: account?.nickname ?? nickname,
        })
      }
      return ok(request, passwordStrength(password, owner))
    },
  )
}
