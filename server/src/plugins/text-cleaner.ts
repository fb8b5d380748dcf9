import { Kind, type TSchema } from '@sinclair/typebox'
import { cleanValue, isTextSchema, TEXT_KIND } from '../lib/text-schema'

/**
 * After a request part passed its check: every free-text field (lib/text-schema.ts) replaced by
 * its cleaned form, in place (Fastify parses a fresh body, query and params for each request),
 * so routes store text as the rule counted it. Planned once per schema; undefined when the
 * schema has no free text (most do not, and then nothing runs).
 */
export type Clean = (value: unknown) => void

function containsText(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false
  if ((schema as TSchema)[Kind] === TEXT_KIND) return true
  return Object.values(schema).some(containsText)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The text schema of a field that is text or null (`Type.Union([LineText(…), Type.Null()])`). */
function textOrNull(schema: TSchema): TSchema | undefined {
  if (isTextSchema(schema)) return schema
  const members = schema[Kind] === 'Union' ? (schema.anyOf as TSchema[]) : []
  const texts = members.filter(isTextSchema)
  const nulls = members.filter((member) => member[Kind] === 'Null')
  return texts.length === 1 && nulls.length + 1 === members.length ? texts[0] : undefined
}

export function compileCleaner(schema: TSchema): Clean | undefined {
  if (!containsText(schema)) return undefined
  if (isTextSchema(schema)) {
    throw new Error('a free-text field must be a property of an object, not a whole request part')
  }
  const kind = schema[Kind]
  if (kind === 'Array') {
    const item = compileCleaner(schema.items as TSchema)
    return item && ((value) => Array.isArray(value) && value.forEach(item))
  }
  if (kind !== 'Object') {
    // A union would need to know which member the value matched: declare text plainly instead,
    // rather than let a field go uncleaned without anyone noticing.
    throw new Error(`free text under a ${String(kind)} is not cleaned; declare it in an object`)
  }
  const steps: Array<(value: Record<string, unknown>) => void> = []
  for (const [key, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const text = textOrNull(property)
    if (text && isTextSchema(text)) {
      // Text or null: the text is cleaned, a null left as it is.
      steps.push((value) => {
        const found = value[key]
        if (typeof found === 'string') value[key] = cleanValue(text, found)
      })
    } else {
      const nested = compileCleaner(property)
      if (nested) steps.push((value) => nested(value[key]))
    }
  }
  return (value) => {
    if (isRecord(value)) for (const step of steps) step(value)
  }
}
