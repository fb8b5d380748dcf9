/** The routes of the OpenAPI document the server serves at /api/docs, and plausible requests. */

/** The part of a JSON schema (as @fastify/swagger writes it) the fuzzer reads. */
export interface Schema {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  enum?: unknown[]
  minimum?: number
  minLength?: number
  format?: string
  content?: Record<string, { schema: Schema }>
}

export interface Operation {
  method: string
  /** OpenAPI form: /api/recipes/{id}. */
  path: string
  parameters: Array<{ in: string; name: string; required?: boolean; schema: Schema }>
  body: Schema | undefined
}

export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const content = (op.requestBody as Schema | undefined)?.content
      return {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []) as Operation['parameters'],
        body: content?.['application/json']?.schema,
      }
    }),
  )
}

/** A value the schema would accept, as far as a fuzzer needs one. */
export function plausible(schema: Schema | undefined): unknown {
  if (!schema) return null
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf) return plausible(schema.anyOf[0])
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return [plausible(schema.items)]
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const key of schema.required ?? []) value[key] = plausible(schema.properties?.[key])
      return value
    }
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com'
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1))
  }
  return null
}

/** The route's URL with plausible parameters, `override` replacing one of them. */
export function targetOf(op: Operation, override?: { name: string; raw: string }): string {
  const raw = (p: Operation['parameters'][number]) =>
    p.name === override?.name ? override.raw : encodeURIComponent(String(plausible(p.schema)))
  const path = op.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const p = op.parameters.find((q) => q.in === 'path' && q.name === name)
    return p ? raw(p) : '1'
  })
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.name === override?.name))
    .map((p) => `${p.name}=${raw(p)}`)
  return query.length ? `${path}?${query.join('&')}` : path
}
