import type { FastifyInstance } from 'fastify'

/** A schema as /api/docs writes it (OpenAPI 3). */
export interface DocSchema {
  type?: string
  'x-text'?: 'line' | 'lines' | 'query'
  maxLength?: number
  minLength?: number
  minimum?: number
  minItems?: number
  format?: string
  pattern?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: DocSchema[]
  examples?: unknown[]
  example?: unknown
  items?: DocSchema
  properties?: Record<string, DocSchema>
  required?: string[]
}

interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: DocSchema
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: DocSchema }> }
}

/** One free-text field of one route, and how to send a request that is fine but for it. */
export interface TextField {
  method: string
  path: string
  /** `body/note`, `query/q`: as the refusal names it. */
  field: string
  schema: DocSchema
  request: (value: string) => { url: string; payload?: Record<string, unknown> }
}

/**
 * A value the schema accepts: the example when it has one (patterns: a test cannot guess what
 * matches, so a patterned field without an example is a failure here, and an invitation to
 * document one), else the smallest the schema allows.
 */
export function sample(schema: DocSchema): unknown {
  if (schema['x-text']) return 'ok'
  if (schema.examples?.length) return schema.examples[0]
  if (schema.example !== undefined) return schema.example
  if (schema.enum) return schema.enum[0]
  if ('const' in schema) return schema.const
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0])
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}))
    case 'object': {
      const properties = schema.properties ?? {}
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(properties[k]!)]))
    }
    case 'string':
      if (schema.format === 'email') return 'cook@example.com'
      if (schema.pattern) throw new Error(`no example for ${JSON.stringify(schema)}`)
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1))
  }
  throw new Error(`cannot make a value for ${JSON.stringify(schema)}`)
}

/** Percent-escapes; a lone surrogate as the bytes a broken client sends for it (WTF-8). */
function escape(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char)
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
  }).join('')
}

function urlOf(path: string, parameters: Parameter[], query: Record<string, string>): string {
  const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const p = parameters.find((q) => q.in === 'path' && q.name === name)
    if (!p) throw new Error(`no path parameter ${name} in ${path}`)
    return escape(String(sample(p.schema)))
  })
  for (const p of parameters) {
    if (p.in === 'query' && p.required && !(p.name in query))
      query[p.name] = String(sample(p.schema))
  }
  const pairs = Object.entries(query).map(([k, v]) => `${k}=${escape(v)}`)
  return pairs.length ? `${url}?${pairs.join('&')}` : url
}

/** Every free-text field of every route, read from the app's own OpenAPI document. */
export function textFields(app: FastifyInstance): TextField[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }
  const found: TextField[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase()
      const parameters = operation.parameters ?? []
      for (const p of parameters) {
        if (p.in !== 'query' || !p.schema['x-text']) continue
        const request = (value: string) => ({ url: urlOf(path, parameters, { [p.name]: value }) })
        found.push({ method, path, field: `query/${p.name}`, schema: p.schema, request })
      }
      const body = operation.requestBody?.content['application/json']?.schema
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        if (!schema['x-text']) continue
        const request = (value: string) => ({
          url: urlOf(path, parameters, {}),
          payload: { ...(sample(body!) as object), [name]: value },
        })
        found.push({ method, path, field: `body/${name}`, schema, request })
      }
    }
  }
  return found
}
