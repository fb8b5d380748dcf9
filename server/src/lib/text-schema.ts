import { Kind, Type, TypeRegistry, type TSchema, type TUnsafe } from '@sinclair/typebox'
import {
  cleanQuery,
  cleanText,
  rawTextLimit,
  textLength,
  textProblem,
  type TextProblem,
  type TextShape,
} from '../../../types/text'

/**
 * Free text in a request: the schemas of every name, note, comment and search box, and the one
 * way to declare a new one. Each is a TypeBox kind of its own, checked by the rule of
 * types/text.ts (the validation layer then hands the route the text cleaned: NFC, trimmed), so
 * a route never sees a control character, a direction override, a lone surrogate or blank text
 * where it asked for a name, and limits count characters. Passwords, codes, tokens and other
 * keys are not free text: they keep `Type.String` with their own patterns.
 */
export const TEXT_KIND = 'Text'

/** `query`: a search box, cleaned instead of refused for its characters. */
export type TextSchemaShape = TextShape | 'query'

export interface TextOptions {
  description?: string
  examples?: string[]
}

export interface TextSchema extends TUnsafe<string> {
  'x-text': TextSchemaShape
  maxLength: number
  minLength?: number
}

function text(shape: TextSchemaShape, max: number, blank: boolean, options: TextOptions) {
  // minLength and maxLength as JSON Schema means them (code points), for /api/docs; the text is
  // counted once cleaned (NFC, trimmed) by the check registered below, not by TypeBox.
  return Type.Unsafe<string>({
    ...options,
    [Kind]: TEXT_KIND,
    type: 'string',
    'x-text': shape,
    maxLength: max,
    ...(blank ? {} : { minLength: 1 }),
  }) as TextSchema
}

/** One line that must say something: a name, a nickname, a unit. */
export const LineText = (max: number, options: TextOptions = {}) =>
  text('line', max, false, options)

/** One line that may be left empty. */
export const OptionalLineText = (max: number, options: TextOptions = {}) =>
  text('line', max, true, options)

/** Several lines, possibly empty: a note, a comment, a bio. */
export const NoteText = (max: number, options: TextOptions = {}) =>
  text('lines', max, true, options)

/** What was typed into a search box: odd characters are dropped, not refused; may be blank. */
export const QueryText = (max: number, options: TextOptions = {}) =>
  text('query', max, true, options)

export function isTextSchema(schema: TSchema): schema is TextSchema {
  return schema[Kind] === TEXT_KIND
}

/** Why the value does not fit the schema, or null when it does. */
export function textIssue(schema: TextSchema, value: string): TextProblem | null {
  const max = schema.maxLength
  const shape = schema['x-text']
  if (shape !== 'query') return textProblem(value, { shape, max, blank: !schema.minLength })
  if (value.length > rawTextLimit(max)) return { reason: 'maxLength', limit: max }
  return textLength(cleanValue(schema, value)) > max ? { reason: 'maxLength', limit: max } : null
}

// The search box is checked and then cleaned on every keystroke: the check's cleaning is kept
// for the cleaner (one entry; strings are immutable, so the same text cleans the same way).
let lastQuery = ''
let lastCleaned = ''

/** The value as the route gets it (already checked). */
export function cleanValue(schema: TextSchema, value: string): string {
  const shape = schema['x-text']
  if (shape !== 'query') return cleanText(value, shape)
  if (value !== lastQuery) {
    lastCleaned = cleanQuery(value)
    lastQuery = value
  }
  return lastCleaned
}

TypeRegistry.Set<TextSchema>(
  TEXT_KIND,
  (schema, value) => typeof value === 'string' && textIssue(schema, value) === null,
)
