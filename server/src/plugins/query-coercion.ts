import { Kind, type TSchema } from '@sinclair/typebox'

/**
 * A cheap stand-in for `Value.Default` then `Value.Convert` on the flat query and params schemas
 * of the hot routes. TypeBox walks the schema generically and clones values under unions on every
 * request; here the walk happens once, at compile time, and a request only runs one small
 * function per declared property. The rules copy TypeBox 0.34's (value/convert/convert.js), odd
 * ones included ('1.5' and '1e3' become the integer 1), so both paths accept and refuse the same
 * requests; server/test/plugins/validation.test.ts holds them to that.
 */
export type Coerce = (input: Record<string, unknown>) => void

type Primitive = string | number | boolean
type Convert = (text: string) => unknown

interface Property {
  key: string
  convert: Convert | undefined
  fallback: Primitive | undefined
}

/** TypeBox's IsStringNumeric: what `Number` and `parseFloat` both read as a number. */
function isNumeric(text: string): boolean {
  return !Number.isNaN(Number(text)) && !Number.isNaN(parseFloat(text))
}

function isTrue(text: string): boolean {
  return text === '1' || text.toLowerCase() === 'true'
}

function isFalse(text: string): boolean {
  return text === '0' || text === '-0' || text.toLowerCase() === 'false'
}

const CONVERTERS: Record<string, Convert | undefined> = {
  Integer: (t) => (isNumeric(t) ? parseInt(t) : isTrue(t) ? 1 : isFalse(t) ? 0 : t),
  Number: (t) => (isNumeric(t) ? parseFloat(t) : isTrue(t) ? 1 : isFalse(t) ? 0 : t),
  Boolean: (t) => (isTrue(t) ? true : isFalse(t) ? false : t),
}

/** A default that TypeBox's clone would hand back as is (undefined: no default). */
function isPlainDefault(value: unknown): value is Primitive | undefined {
  const type = typeof value
  return type === 'undefined' || type === 'string' || type === 'number' || type === 'boolean'
}

/** A string literal converts a string to itself, so a union of them leaves text as it is. */
function isStringLiteral(schema: TSchema): boolean {
  return schema[Kind] === 'Literal' && typeof schema.const === 'string' && !('default' in schema)
}

/** How to coerce one property, or undefined when only the generic path can be trusted with it. */
function planProperty(key: string, schema: TSchema): Property | undefined {
  // On a plain object `constructor` and the like read Object.prototype; not worth mirroring.
  if (key in Object.prototype) return undefined
  const fallback: unknown = schema.default
  if (!isPlainDefault(fallback)) return undefined
  const kind = schema[Kind]
  if (kind in CONVERTERS) return { key, convert: CONVERTERS[kind], fallback }
  const anyOf: unknown = schema.anyOf
  const literals =
    kind === 'Union' && Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every(isStringLiteral)
  if (kind === 'String' || literals || isStringLiteral(schema)) {
    return { key, convert: undefined, fallback }
  }
  return undefined
}

/**
 * The coercer for a flat object of integers, numbers, booleans, strings and string literals
 * (optional or not, with primitive defaults), else undefined. Like TypeBox it works in place:
 * Fastify parses a fresh query and params object for every request.
 */
export function compileCoercer(schema: TSchema): Coerce | undefined {
  if (schema[Kind] !== 'Object' || 'default' in schema) return undefined
  if (typeof schema.additionalProperties === 'object') return undefined
  const properties: Record<string, TSchema> = schema.properties
  const plan: Property[] = []
  for (const [key, property] of Object.entries(properties)) {
    const step = planProperty(key, property)
    if (!step) return undefined
    plan.push(step)
  }
  return (input) => {
    for (const { key, convert, fallback } of plan) {
      let value = input[key]
      if (value === undefined) {
        if (fallback === undefined) continue
        value = fallback
      }
      // Anything but text (an array from `?a=1&a=2`) is left for the check to refuse.
      input[key] = convert && typeof value === 'string' ? convert(value) : value
    }
  }
}
