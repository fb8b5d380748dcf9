import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import type { Envelope } from '../../../types/api'

/** The response schema of an enveloped answer whose `content` is `content`. */
export function EnvelopeSchema<T extends TSchema>(content: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), content })
}

/** What an error answer looks like (documented where a route answers one on purpose). */
export const ErrorReplySchema = EnvelopeSchema(Type.Null())

/**
 * A success answer: code 0 and "OK" in the caller's language. (The catalogue's hot routes
 * write the same envelope as text: `sendOkJson` in lib/json-text.ts.)
 */
export function ok<T>(request: FastifyRequest, content: T): Envelope<T> {
  return { code: 0, msg: request.t('ok'), content }
}

/** An error answer; `content` is always null so clients can rely on its shape. */
export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, content: null }
}
