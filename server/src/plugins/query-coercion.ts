import { Kind, type TSchema } from '@sinclair/typebox'
import { TEXT_KIND } from '../lib/text-schema'
import { READERS, type Reader } from './text-values'

/**
 * A cheap stand-in for `Value.Default` then the generic conversion (`convertText`) on the flat
 * query and params schemas of the hot routes. TypeBox walks the schema generically and clones
 * values under unions on every request; here the walk happens once, at compile time, and a
 * request only runs one small function per declared property. Both read text with the same
 * strict readers (text-values.ts), so both paths accept and refuse the same requests;
 * server/test/plugins/validation.test.ts holds them to that.
 */
export type Coerce = (input: Record<string, unknown>) => void

type Primitive = string | number | boolean

interface Property {
  key: string
  convert: Reader | undefined
  fallback: Primitive | undefined
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
  const read = READERS[kind]
  if (read) return { key, convert: read, fallback }
  const anyOf: unknown = schema.anyOf
  const literals =
    kind === 'Union' && Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every(isStringLiteral)
  // Free text is read as it is; the validator cleans it once it passes (text-cleaner.ts).
  if (kind === 'String' || kind === TEXT_KIND || literals || isStringLiteral(schema)) {
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
