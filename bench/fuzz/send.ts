import net from 'node:net'
import type { Case } from './cases'

export interface Problem {
  kind: string
  request: string
  problem: 'hang' | 'no answer' | 'server error' | 'not an envelope'
  detail: string
}

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const end = data.indexOf('\r\n', at)
    if (end < 0) break
    const size = parseInt(data.subarray(at, end).toString('latin1'), 16)
    if (!size) break
    parts.push(data.subarray(end + 2, end + 2 + size))
    at = end + 2 + size + 2
  }
  return Buffer.concat(parts)
}

function parse(raw: Buffer): Answer | undefined {
  const split = raw.indexOf('\r\n\r\n')
  if (split < 0) return undefined
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const rest = raw.subarray(split + 4)
  const body = headers['transfer-encoding'] === 'chunked' ? dechunk(rest) : rest
  return { status: Number(statusLine.split(' ')[1]), headers, body }
}

/** The raw bytes of a case: HTTP/1.1, one request per connection. */
export function bytesOf(c: Case): Buffer {
  const body = c.body === undefined ? undefined : Buffer.from(c.body, 'utf8')
  const lines = [`${c.method} ${c.target} HTTP/1.1`, 'Host: fuzz', 'Connection: close']
  for (const [name, value] of Object.entries(c.headers)) lines.push(`${name}: ${value}`)
  if (body) lines.push(`Content-Length: ${body.length}`)
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8')
  return body ? Buffer.concat([head, body]) : head
}

/** Answers that are not envelopes by design: a file, the health probe, the API document. */
function exempt(c: Case, answer: Answer): boolean {
  if (c.method === 'HEAD' || c.method === 'OPTIONS') return answer.body.length === 0
  if (answer.status >= 300) return false
  return /^\/api\/(health|docs|uploads\/)/.test(c.target)
}

function isEnvelope(answer: Answer): boolean {
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) return false
  try {
    const value = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>
    return (
      typeof value.code === 'number' &&
      typeof value.msg === 'string' &&
      value.msg.length > 0 &&
      'content' in value
    )
  } catch {
    return false
  }
}

/** Sends one case on its own connection; answers what is wrong with the answer, if anything. */
export function check(port: number, c: Case, timeoutMs = 10_000): Promise<Problem | undefined> {
  const request = `${c.kind}: ${c.method} ${c.target.slice(0, 120)}`
  const problem = (kind: Problem['problem'], detail: string): Problem => ({
    kind: c.kind,
    request,
    problem: kind,
    detail,
  })
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(problem('hang', `no end within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('data', (chunk) => chunks.push(chunk))
    // A reset after the answer (the server closing on a body it will not read) is fine.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      const answer = parse(Buffer.concat(chunks))
      if (!answer) return resolve(problem('no answer', 'the connection closed without one'))
      if (answer.status >= 500) {
        return resolve(problem('server error', `${answer.status} ${answer.body.toString()}`))
      }
      if (exempt(c, answer) || isEnvelope(answer)) return resolve(undefined)
      const shown = answer.body.toString('utf8').slice(0, 200)
      resolve(problem('not an envelope', `${answer.status} ${shown}`))
    })
    socket.write(bytesOf(c))
  })
}
