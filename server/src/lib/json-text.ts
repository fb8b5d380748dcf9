import type { FastifyReply, FastifyRequest } from 'fastify'

const JSON_TYPE = 'application/json; charset=utf-8'

/** A page as JSON text: its items' JSON texts, then its other fields in the order given. */
export function pageJson(
  items: readonly string[],
  fields: Readonly<Record<string, number | boolean | object>>,
): string {
  let text = `{"list":[${items.join(',')}]`
  for (const [key, value] of Object.entries(fields)) {
    text += `,"${key}":${typeof value === 'object' ? JSON.stringify(value) : value}`
  }
  return `${text}}`
}

/**
 * A success answer whose content is JSON text already. The hottest routes (lists, the feed,
 * search, a dish) assemble their answers from text: each dish summary is serialised once, when
 * it enters the summary cache, and a page joins those texts, where running the response schema's
 * serialiser over the same objects on every request cost more than the rest of the request.
 * (Joining UTF-8 buffers instead measured slower: Node's per-call cost of a copy is more than
 * encoding the joined text once.) Fastify sends a string with a JSON content type as it is; the
 * routes' schemas still document the answers, and the route tests check every answer against
 * them, unknown fields included.
 */
export function sendOkJson(request: FastifyRequest, reply: FastifyReply, content: string) {
  return reply.type(JSON_TYPE).send(`${okHead(request.t('ok'))}${content}}`)
}

/** Kept answers' bytes, by key; started over past this many bytes. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024

interface KeptBytes {
  msg: string
  parts: readonly string[]
  bytes: Buffer
}

const kept = new Map<object | string, KeptBytes>()
let keptBytes = 0

/**
 * A success answer that is often sent again unchanged (a kept search page, a list page), sent
 * as bytes kept under `key`: written and encoded again only when the language or one of the
 * texts it is written from (`parts`, compared in order) changed. The caller's key and parts
 * must determine `write()`'s text. A string answer costs its UTF-8 length and its encoding on
 * every send (about 10 µs for a 4.5 KB page of Chinese); kept bytes cost neither.
 */
export function sendKeptOkJson(
  request: FastifyRequest,
  reply: FastifyReply,
  key: object | string,
  parts: readonly string[],
  write: () => string,
) {
  const msg = request.t('ok')
  let entry = kept.get(key)
  if (entry === undefined || entry.msg !== msg || !sameTexts(entry.parts, parts)) {
    if (entry !== undefined) keptBytes -= entry.bytes.length
    entry = { msg, parts, bytes: Buffer.from(`${okHead(msg)}${write()}}`) }
    if (keptBytes + entry.bytes.length > MAX_KEPT_BYTES) {
      kept.clear()
      keptBytes = 0
    }
    kept.set(key, entry)
    keptBytes += entry.bytes.length
  }
  return reply.type(JSON_TYPE).send(entry.bytes)
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

const heads = new Map<string, string>()

/** The envelope up to its content, for each language's "OK" (five of them). */
function okHead(msg: string): string {
  let head = heads.get(msg)
  if (head === undefined) {
    head = `{"code":0,"msg":${JSON.stringify(msg)},"content":`
    heads.set(msg, head)
  }
  return head
}
