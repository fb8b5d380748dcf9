import type { TSchema } from '@sinclair/typebox'
import type { InjectOptions } from 'fastify'
import type { StockItem, StockItemInput } from '../../../types/kitchen'
import { schemaProblems } from '../answer-schema'
import { freshAddress, registerUser, type AuthTestApp } from '../auth/support'
import { StockItemReplySchema } from '../../src/stock/schemas'

/** A registered person with a kitchen of their own. */
export interface Person {
  token: string
  userId: number
  kitchenId: number
}

export async function person(t: AuthTestApp, username: string): Promise<Person> {
  const { token, userInfo } = await registerUser(t, username)
  return { token, userId: userInfo.id, kitchenId: userInfo.kitchen?.id ?? 0 }
}

export interface SendOptions {
  token?: string
  body?: unknown
  /** The client address (a fresh one per call by default, so route limits stay out of the way). */
  address?: string
  language?: string
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export function send(t: AuthTestApp, method: Method, url: string, options: SendOptions = {}) {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.language) headers['accept-language'] = options.language
  const request: InjectOptions = {
    method,
    url,
    headers,
    remoteAddress: options.address ?? freshAddress(),
  }
  if (options.body !== undefined) request.payload = options.body as Record<string, unknown>
  return t.app.inject(request)
}

/**
 * The content of a successful answer, failing on anything but HTTP 200 with code 0 and on an
 * answer that is not exactly what `schema` (the route's reply schema) declares.
 */
export async function content<T>(
  t: AuthTestApp,
  schema: TSchema,
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<T> {
  const res = await send(t, method, url, options)
  const body = res.json() as { code: number; msg: string; content: T }
  if (res.statusCode !== 200 || body.code !== 0) {
    throw new Error(`${method} ${url} → ${res.statusCode} ${JSON.stringify(body)}`)
  }
  const problems = schemaProblems(schema, body)
  if (problems.length) throw new Error(`${method} ${url} off its schema:\n${problems.join('\n')}`)
  return body.content
}

/** The refusal of a call: HTTP status, envelope code and message. */
export async function refusal(
  t: AuthTestApp,
  method: Method,
  url: string,
  options: SendOptions = {},
) {
  const res = await send(t, method, url, options)
  const body = res.json() as { code: number; msg: string; content: unknown }
  expect(body.content).toBeNull()
  return { status: res.statusCode, code: body.code, msg: body.msg }
}

export function addItem(t: AuthTestApp, token: string, body: StockItemInput): Promise<StockItem> {
  return content<StockItem>(t, StockItemReplySchema, 'POST', '/api/stock', { token, body })
}
