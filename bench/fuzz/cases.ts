import { plausible, targetOf, type Operation } from './routes'

/**
 * Malformed requests for every route of the OpenAPI document the server serves at /api/docs:
 * each case starts from a plausible request for its route and breaks one thing (the JSON, a
 * field's type, a number, a path escape, the method, the credentials, the size of something).
 */

export interface Case {
  kind: string
  method: string
  /** Raw request target, sent as is (it may hold bad escapes). */
  target: string
  headers: Record<string, string>
  body: string | undefined
}

type Random = () => number
const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)] as T

export const BAD_NUMBERS = ['0x10', '1e1', '%201', '+1', '1.0', '1e309', '1.5', '-1', '', 'abc']
const BAD_ESCAPES = ['%', '%E0%A4%A', '%zz', '%00', '%ff%fe', '%C0%AF', '%%32', '%u0041']
const BROKEN_JSON = ['{', '{"a":', '[', '{"a":1,}', "{'a':1}", 'nul', '\u0000', '{"a":"\\ud800"}']
const NOT_OBJECTS = ['null', '"x"', '123', '[]', 'true', '-0', '1e999']
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  2 ** 64,
  '',
  'x',
  true,
  [],
  {},
  [[]],
  '💥',
]
const HUGE_VALUES: unknown[] = ['x'.repeat(100_000), '中'.repeat(50_000), -1e308, 2 ** 53 + 1]
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
const AUTHS = ['Bearer x', `Bearer ${'a'.repeat(5000)}`, 'Basic Zm9vOmJhcg==', 'Bearer', '']

type Mutator = (
  op: Operation,
  random: Random,
) => Omit<Case, 'kind' | 'headers'> & {
  headers?: Record<string, string>
}

function withField(op: Operation, random: Random, value: () => unknown) {
  const body = plausible(op.body) as Record<string, unknown> | null
  const keys = Object.keys(op.body?.properties ?? {})
  if (body && typeof body === 'object' && keys.length) body[pick(keys, random)] = value()
  return { method: op.method, target: targetOf(op), body: JSON.stringify(body) }
}

const MUTATORS: Record<string, Mutator> = {
  brokenJson: (op, r) => ({ method: op.method, target: targetOf(op), body: pick(BROKEN_JSON, r) }),
  notAnObject: (op, r) => ({ method: op.method, target: targetOf(op), body: pick(NOT_OBJECTS, r) }),
  deepJson: (op) => ({
    method: op.method,
    target: targetOf(op),
    body: '['.repeat(20_000) + ']'.repeat(20_000),
  }),
  protoJson: (op) => ({
    method: op.method,
    target: targetOf(op),
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  }),
  wrongType: (op, r) => withField(op, r, () => pick(WRONG_VALUES, r)),
  hugeValue: (op, r) => withField(op, r, () => pick(HUGE_VALUES, r)),
  missingField: (op, r) => {
    const body = plausible(op.body) as Record<string, unknown> | null
    const required = op.body?.required ?? []
    if (body && required.length) delete body[pick(required, r)]
    return { method: op.method, target: targetOf(op), body: JSON.stringify(body) }
  },
  unknownField: (op) => ({
    method: op.method,
    target: targetOf(op),
    body: JSON.stringify({ ...(plausible(op.body) as object), zz: 1 }),
  }),
  tooLarge: (op) => ({
    method: op.method,
    target: targetOf(op),
    body: JSON.stringify({ big: 'x'.repeat(1024 * 1024) }),
  }),
  contentType: (op, r) => ({
    method: op.method,
    target: targetOf(op),
    body: JSON.stringify(plausible(op.body)),
    headers: {
      'Content-Type': pick(
        ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'],
        r,
      ),
    },
  }),
  emptyJson: (op) => ({ method: op.method, target: targetOf(op), body: '' }),
  badEscape: (op, r) => {
    const target = targetOf(op)
    const [path = '', query] = target.split('?')
    const broken = `${path}${path.endsWith('/') ? '' : '/'}${pick(BAD_ESCAPES, r)}`
    return { method: op.method, target: query ? `${broken}?${query}` : broken, body: undefined }
  },
  badNumber: (op, r) => {
    const numbers = op.parameters.filter((p) => p.schema.type === 'integer')
    const raw = pick(BAD_NUMBERS, r)
    const override = numbers.length ? { name: pick(numbers, r).name, raw } : undefined
    return { method: op.method, target: targetOf(op, override), body: undefined }
  },
  queryJunk: (op, r) => ({
    method: op.method,
    target: `${targetOf(op)}${targetOf(op).includes('?') ? '&' : '?'}${pick(
      ['a[b]=1&a[b]=2', 'page=1&page=2', '=&&==', `q=${'x'.repeat(7000)}`, 'pageSize=%00'],
      r,
    )}`,
    body: undefined,
  }),
  wrongMethod: (op, r) => ({
    method: pick(
      METHODS.filter((m) => m !== op.method),
      r,
    ),
    target: targetOf(op),
    body: undefined,
  }),
  badAuth: (op, r) => ({
    method: op.method,
    target: targetOf(op),
    body: op.body ? JSON.stringify(plausible(op.body)) : undefined,
    headers: { Authorization: pick(AUTHS, r) },
  }),
  noAuth: (op) => ({
    method: op.method,
    target: targetOf(op),
    body: op.body ? JSON.stringify(plausible(op.body)) : undefined,
    headers: { Authorization: '' },
  }),
  oddLanguage: (op, r) => ({
    method: op.method,
    target: targetOf(op),
    body: op.body ? JSON.stringify(plausible(op.body)) : undefined,
    headers: { 'Accept-Language': pick(['*;q=x, ,zh-;;', 'x'.repeat(4000), 'zh-Hant-TW;q=2'], r) },
  }),
}

export const KINDS = Object.keys(MUTATORS)

/**
 * Routes that end the session they are sent with when they get through (any case that passes
 * validation does: logout takes no body). The fuzzer's own token on them would end its run's
 * session, and every login-only case after that would only reach the 401 path; they get a
 * look-alike token instead, which the server looks up and does not find. (A password change
 * ends the other sessions, not this one, and needs the current password; a reset takes no
 * token.)
 */
export const ENDS_SESSION = new Set(['POST /api/auth/logout'])

/** The token with its last character changed: same shape, no session behind it. */
export function lookAlike(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
}

/** Case `index` of a run: routes and kinds in turn, the details from the seeded generator. */
export function caseFor(ops: Operation[], index: number, random: Random, token?: string): Case {
  const op = ops[index % ops.length] as Operation
  const kind = KINDS[Math.floor(index / ops.length) % KINDS.length] as string
  const made = (MUTATORS[kind] as Mutator)(op, random)
  const headers: Record<string, string> = {
    'Accept-Language': pick(['zh-CN', 'zh-TW', 'en', 'es', 'fr'], random),
  }
  if (made.body !== undefined) headers['Content-Type'] = 'application/json'
  const ends = token !== undefined && ENDS_SESSION.has(`${op.method} ${op.path}`)
  if (token) headers.Authorization = `Bearer ${ends ? lookAlike(token) : token}`
  Object.assign(headers, made.headers)
  if (headers.Authorization === '') delete headers.Authorization
  return { kind, method: made.method, target: made.target, body: made.body, headers }
}
