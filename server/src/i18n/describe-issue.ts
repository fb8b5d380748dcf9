import type { FastifySchemaValidationError } from 'fastify'
import type { MessageKey, MessageParams } from '.'

export type Translate = (key: MessageKey, params?: MessageParams) => string

const LIMITED = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
])
const PLAIN = new Set(['required', 'unknownField', 'pattern', 'blank', 'lineBreak', 'surrogate'])
// Free text refused for one character, named by its code point (types/text.ts).
const CHARACTER = new Set(['control', 'direction'])
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'])
// Fastify says "querystring"; callers know it as the query.
const CONTEXTS: Record<string, string> = { querystring: 'query' }

function reasonOf(say: Translate, keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'type') {
    const type = String(params.type)
    return say('reason.type', { type: TYPES.has(type) ? say(`type.${type}` as MessageKey) : type })
  }
  if (keyword === 'enum') {
    const allowed = params.allowed ?? params.allowedValues
    return say('reason.enum', { allowed: Array.isArray(allowed) ? allowed.join(', ') : '' })
  }
  if (LIMITED.has(keyword)) {
    return say(`reason.${keyword}` as MessageKey, { limit: String(params.limit) })
  }
  if (keyword === 'format') return say('reason.format', { format: String(params.format) })
  if (CHARACTER.has(keyword)) {
    return say(`reason.${keyword}` as MessageKey, { char: String(params.char) })
  }
  if (PLAIN.has(keyword)) return say(`reason.${keyword}` as MessageKey)
  return say('reason.invalid')
}

/**
 * "body/platform: required" in the caller's language, from the first validation issue.
 * Understands our TypeBox issues and Ajv's (whose required/additionalProperties errors name the
 * field in params rather than in the path).
 */
export function describeIssue(
  say: Translate,
  context: string,
  issue: FastifySchemaValidationError,
): string {
  const { params } = issue
  let path = issue.instancePath
  let keyword = issue.keyword
  if (keyword === 'required' && typeof params.missingProperty === 'string') {
    path += `/${params.missingProperty}`
  } else if (keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path += `/${params.additionalProperty}`
    keyword = 'unknownField'
  } else if (keyword === 'const') {
    keyword = 'enum'
  }
  const field = `${CONTEXTS[context] ?? context}${path}`
  return say('error.validation', { field, reason: reasonOf(say, keyword, params) })
}
