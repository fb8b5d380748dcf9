import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { FormatRegistry, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors'
import { Value } from '@sinclair/typebox/value'
import { hasOddCharacter } from '../../../types/text'
import { readJsonBodies } from '../lib/empty-json'
import { isTextSchema, textIssue } from '../lib/text-schema'
import { compileCoercer } from './query-coercion'
import { compileCleaner, type Clean } from './text-cleaner'
import { convertText } from './text-values'

/**
 * Request validation with TypeBox's compiler instead of Fastify's Ajv: bodies are checked as
 * sent (Ajv's type coercion would turn `{"versionCode": 120}` into "120" and hide the wrong
 * type), unknown fields are refused rather than stripped (schemas say additionalProperties:false),
 * while query strings and path params, which are always text, are still converted to the
 * declared numbers and booleans, strictly (text-values.ts: an integer is digits only), by a
 * coercer built per schema where it can be (these are the hottest routes). Every route schema must therefore be a TypeBox schema.
 * Free-text fields (lib/text-schema.ts) are handed on cleaned once they pass.
 */
export function setupValidation(app: FastifyInstance): void {
  registerFormats()
  readJsonBodies(app)
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body'
      ? compileValidator(schema as TSchema, false)
      : compileQueryValidator(schema as TSchema),
  )
}

/** What Fastify expects back from a validator: the value to use, or why it was refused. */
export type Validation = { value: unknown } | { error: FastifySchemaValidationError[] }
export type Validate = (input: unknown) => Validation

/**
 * The validator for query strings and path params: the specialised coercer when the schema is
 * simple enough for one (every schema of ours so far), else the generic, converting path.
 */
export function compileQueryValidator(schema: TSchema): Validate {
  const check = TypeCompiler.Compile(schema)
  const clean = compileCleaner(schema)
  const generic = genericValidator(schema, check, clean, true)
  const coerce = compileCoercer(schema)
  if (!coerce) return generic
  return (input: unknown) => {
    // Fastify always hands over an object; anything else goes the long way round.
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return generic(input)
    coerce(input as Record<string, unknown>)
    return verdict(check, clean, input)
  }
}

/** The generic path: fill defaults, convert text strictly when asked (never bodies), then check. */
export function compileValidator(schema: TSchema, convert: boolean): Validate {
  return genericValidator(schema, TypeCompiler.Compile(schema), compileCleaner(schema), convert)
}

function genericValidator(
  schema: TSchema,
  check: TypeCheck<TSchema>,
  clean: Clean | undefined,
  convert: boolean,
): Validate {
  // TypeBox's Default and Convert deep-clone values under unions; skip them when there is
  // nothing to do, so ordinary bodies are only read, never copied.
  const fillDefaults = declaresDefault(schema)
  return (input: unknown) => {
    try {
      const withDefaults = fillDefaults ? Value.Default(schema, input) : input
      return verdict(check, clean, convert ? convertText(schema, withDefaults) : withDefaults)
    } catch (error) {
      // A hostile, absurdly nested body can exhaust the stack: the caller's fault, not ours.
      if (!(error instanceof RangeError)) throw error
      return { error: [{ keyword: 'invalid', instancePath: '', schemaPath: '', params: {} }] }
    }
  }
}

function verdict(check: TypeCheck<TSchema>, clean: Clean | undefined, value: unknown): Validation {
  if (check.Check(value)) {
    clean?.(value)
    return { value }
  }
  const first = check.Errors(value).First()
  return { error: first ? [toIssue(first)] : [] }
}

function declaresDefault(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false
  if ('default' in schema) return true
  return Object.values(schema).some(declaresDefault)
}

/** The reasons the error handler knows how to say in every locale. */
export type Reason =
  | 'required'
  | 'type'
  | 'unknownField'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'minItems'
  | 'maxItems'
  | 'enum'
  | 'pattern'
  | 'format'
  | 'invalid'
  // Free text (types/text.ts)
  | 'blank'
  | 'control'
  | 'lineBreak'
  | 'direction'
  | 'surrogate'

const TYPE_ERRORS: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.String]: 'string',
  [ValueErrorType.Number]: 'number',
  [ValueErrorType.Integer]: 'integer',
  [ValueErrorType.Boolean]: 'boolean',
  [ValueErrorType.Object]: 'object',
  [ValueErrorType.Array]: 'array',
  [ValueErrorType.Null]: 'null',
}

const LIMIT_ERRORS: Partial<Record<ValueErrorType, [Reason, string]>> = {
  [ValueErrorType.StringMinLength]: ['minLength', 'minLength'],
  [ValueErrorType.StringMaxLength]: ['maxLength', 'maxLength'],
  [ValueErrorType.NumberMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.IntegerMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.NumberMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.IntegerMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.NumberExclusiveMinimum]: ['exclusiveMinimum', 'exclusiveMinimum'],
  [ValueErrorType.IntegerExclusiveMinimum]: ['exclusiveMinimum', 'exclusiveMinimum'],
  [ValueErrorType.NumberExclusiveMaximum]: ['exclusiveMaximum', 'exclusiveMaximum'],
  [ValueErrorType.IntegerExclusiveMaximum]: ['exclusiveMaximum', 'exclusiveMaximum'],
  [ValueErrorType.ArrayMinItems]: ['minItems', 'minItems'],
  [ValueErrorType.ArrayMaxItems]: ['maxItems', 'maxItems'],
}

/** Literal choices of a union of literals (how TypeBox writes an enum), else undefined. */
function allowedValues(schema: TSchema): unknown[] | undefined {
  if ('const' in schema) return [schema.const]
  const anyOf: unknown = schema.anyOf
  if (!Array.isArray(anyOf)) return undefined
  const values = anyOf.map((s: TSchema) => ('const' in s ? s.const : undefined))
  return values.every((v) => v !== undefined) ? values : undefined
}

type Described = { keyword: Reason; params: Record<string, unknown> }

/** Free text refused by its rule: the rule says why (the value itself stays out, see toIssue). */
function describeText(error: ValueError): Described {
  if (typeof error.value !== 'string') return { keyword: 'type', params: { type: 'string' } }
  const problem = isTextSchema(error.schema) ? textIssue(error.schema, error.value) : null
  if (!problem) return { keyword: 'invalid', params: {} }
  const { reason, ...params } = problem
  return { keyword: reason, params }
}

function describe(error: ValueError): Described {
  if (error.type === ValueErrorType.Kind) return describeText(error)
  const type = TYPE_ERRORS[error.type]
  if (type) return { keyword: 'type', params: { type } }
  const limit = LIMIT_ERRORS[error.type]
  if (limit) return { keyword: limit[0], params: { limit: error.schema[limit[1]] } }
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return { keyword: 'required', params: {} }
    case ValueErrorType.ObjectAdditionalProperties:
      return { keyword: 'unknownField', params: {} }
    case ValueErrorType.StringPattern:
      return { keyword: 'pattern', params: { pattern: error.schema.pattern } }
    case ValueErrorType.StringFormat:
    case ValueErrorType.StringFormatUnknown:
      return { keyword: 'format', params: { format: error.schema.format } }
    case ValueErrorType.Literal:
    case ValueErrorType.Union: {
      const allowed = allowedValues(error.schema)
      if (allowed) return { keyword: 'enum', params: { allowed } }
    }
  }
  return { keyword: 'invalid', params: {} }
}

/** Shaped like an Ajv error so Fastify and the error handler treat it as any validation error. */
function toIssue(error: ValueError): FastifySchemaValidationError {
  const { keyword, params } = describe(error)
  // The offending value stays out: it may be a password and errors are logged.
  return { keyword, params, instancePath: error.path, schemaPath: '', message: error.message }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE = /^\d{4}-\d{2}-\d{2}/

/** A real calendar day: `Date.parse` takes 2025-02-30 (as 2 March) and so would the check. */
function isCalendarDate(text: string): boolean {
  const day = DATE.exec(text)?.[0]
  if (!day) return false
  const time = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
}

function registerFormats(): void {
  const formats: Record<string, (value: string) => boolean> = {
    // An address mail is sent to: no control or direction characters either (\s leaves them).
    email: (v) => EMAIL.test(v) && v.length <= 254 && !hasOddCharacter(v),
    uri: (v) => URL.canParse(v),
    date: (v) => v.length === 10 && isCalendarDate(v),
    'date-time': (v) => v[10] === 'T' && isCalendarDate(v) && !Number.isNaN(Date.parse(v)),
  }
  for (const [name, test] of Object.entries(formats)) {
    if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, test)
  }
}
