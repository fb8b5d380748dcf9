import type { TSchema } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'

/** A copy of a TypeBox schema in which no object accepts a field it does not declare. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed)
  if (typeof schema !== 'object' || schema === null) return schema
  // A spread keeps TypeBox's symbol keys ([Kind]), which the compiler needs.
  const copy: Record<string | symbol, unknown> = { ...schema }
  for (const key of Object.keys(copy)) copy[key] = closed(copy[key])
  if (copy.type === 'object' && 'properties' in copy) copy.additionalProperties = false
  return copy
}

const compiled = new WeakMap<TSchema, ReturnType<typeof TypeCompiler.Compile>>()

/**
 * The first problems of `value` against `schema`, read strictly (undeclared fields are
 * problems): some routes write their answers as text, so nothing else would notice a field
 * too many or a null where the contract promises a number.
 */
export function schemaProblems(schema: TSchema, value: unknown): string[] {
  let check = compiled.get(schema)
  if (!check) {
    check = TypeCompiler.Compile(closed(schema) as TSchema)
    compiled.set(schema, check)
  }
  return [...check.Errors(value)].slice(0, 5).map((e) => `${e.path}: ${e.message}`)
}
