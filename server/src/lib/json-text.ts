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
