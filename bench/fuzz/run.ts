import http from 'node:http'
import { seededRandom, shuffle } from '../../server/src/lib/seeded-random'
import { caseFor, KINDS, type Case } from './cases'
import { operationsOf } from './routes'
import { check, type Problem } from './send'

export interface FuzzOptions {
  port: number
  /** A session token, so login-only routes get as far as validation. */
  token?: string
  seed?: number
  /** How many cases; every route × kind once per round when absent. */
  count?: number
  rounds?: number
  /** Connections at once. */
  concurrency?: number
  /** Only the routes whose `METHOD /path` (OpenAPI form) this matches. */
  only?: RegExp
  onProgress?: (done: number, total: number) => void
}

export interface FuzzReport {
  sent: number
  routes: number
  byKind: Record<string, number>
  problems: Problem[]
  /** With a token: whether its session still held at the end (the run never ends it). */
  sessionKept?: boolean
}

/** A GET's status and JSON, on a connection that ends with it (none left idle). */
function getJson(port: number, path: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {}
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const get = http.get({ port, host: '127.0.0.1', path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        resolve({ status: res.statusCode ?? 0, body })
      })
    })
    get.on('error', reject)
  })
}

/** Whether the token still opens a session: the caller's profile answers. */
export async function sessionHolds(port: number, token: string): Promise<boolean> {
  const { status, body } = await getJson(port, '/api/auth/user/info', token)
  return status === 200 && (body as { code?: unknown }).code === 0
}

/**
 * Reads the server's own OpenAPI document, then sends malformed requests to every route and
 * collects every 5xx, every answer that is not the envelope, every hang and every connection
 * closed without an answer. The same seed sends the same requests.
 */
export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { port, token, seed = 1, rounds = 1, concurrency = 8 } = options
  const doc = (await getJson(port, '/api/docs')).body as Parameters<typeof operationsOf>[0]
  const ops = operationsOf(doc).filter(
    (op) => options.only?.test(`${op.method} ${op.path}`) ?? true,
  )
  const random = seededRandom(seed)
  const combinations = ops.length * KINDS.length
  let indexes = Array.from({ length: combinations * rounds }, (_, i) => i)
  // A sample still spreads over routes and kinds rather than taking the first few kinds.
  if (options.count !== undefined) indexes = shuffle(indexes, random).slice(0, options.count)
  const cases: Case[] = indexes.map((i) => caseFor(ops, i, random, token))

  const problems: Problem[] = []
  const byKind: Record<string, number> = {}
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++] as Case
      byKind[c.kind] = (byKind[c.kind] ?? 0) + 1
      const problem = await check(port, c)
      if (problem) problems.push(problem)
      options.onProgress?.(++done, cases.length)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const sessionKept = token === undefined ? undefined : await sessionHolds(port, token)
  return { sent: cases.length, routes: ops.length, byKind, problems, sessionKept }
}
