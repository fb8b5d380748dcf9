import { Kind, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/**
 * How query strings and path params, always text, become the declared numbers and booleans.
 * Strict on purpose: `Number` and `parseInt` read '0x10', '1e1', ' 1', '+1' and '1.5' as numbers
 * (TypeBox's own conversion turned `/recipes/1.5` into dish 1), so a typo or a probe would reach
 * a different record than the one written. Text that does not read as the declared type is left
 * as it is, and the schema check then refuses it as the wrong type, naming the field.
 */
export type Reader = (text: string) => unknown

// Digits only: no sign, no spaces, no exponent, no other base, no fraction.
const INTEGER = /^[0-9]+$/
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/

/** An integer beyond 2^53 would silently become a neighbour: refused like any other bad text. */
export const readInteger: Reader = (text) => {
  if (!INTEGER.test(text)) return text
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : text
}

export const readNumber: Reader = (text) => {
  if (!DECIMAL.test(text)) return text
  const value = Number(text)
  return Number.isFinite(value) ? value : text
}

export const readBoolean: Reader = (text) => {
  const lower = text.toLowerCase()
  if (lower === 'true' || text === '1') return true
  if (lower === 'false' || text === '0') return false
  return text
}

export const READERS: Record<string, Reader | undefined> = {
  Integer: readInteger,
  Number: readNumber,
  Boolean: readBoolean,
}

function fromLiteral(schema: TSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value
  const target: unknown = schema.const
  const read =
    typeof target === 'number' ? readNumber : typeof target === 'boolean' ? readBoolean : undefined
  if (!read) return value
  const converted = read(value)
  return converted === target ? converted : value
}

/** The first member the value already fits, else the first it fits once converted. */
function fromUnion(schema: TSchema, value: unknown): unknown {
  const members = schema.anyOf as TSchema[]
  if (members.some((member) => Value.Check(member, value))) return value
  for (const member of members) {
    const converted = convertText(member, structuredClone(value))
    if (Value.Check(member, converted)) return converted
  }
  return value
}

function fromObject(schema: TSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const input = value as Record<string, unknown>
  const properties = schema.properties as Record<string, TSchema>
  for (const key of Object.getOwnPropertyNames(properties)) {
    if (Object.hasOwn(input, key)) input[key] = convertText(properties[key] as TSchema, input[key])
  }
  return input
}

/**
 * The generic conversion, for any query or params schema the compiled coercer does not take:
 * TypeBox's `Value.Convert` walk (a lone value for an array becomes a one-item array, unions
 * take the first member that fits) with the strict readers above. Works in place on objects.
 */
export function convertText(schema: TSchema, value: unknown): unknown {
  const kind = schema[Kind]
  const read = READERS[kind]
  if (read) return typeof value === 'string' ? read(value) : value
  switch (kind) {
    case 'Literal':
      return fromLiteral(schema, value)
    case 'Union':
      return fromUnion(schema, value)
    case 'Object':
      return fromObject(schema, value)
    case 'Intersect':
      return (schema.allOf as TSchema[]).reduce((v, member) => convertText(member, v), value)
    case 'Array': {
      const items = Array.isArray(value) ? value : [value]
      return items.map((item: unknown) => convertText(schema.items as TSchema, item))
    }
  }
  return value
}
