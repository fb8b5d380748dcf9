import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  to: string[]
  subject: string
  /** The decoded text of the message (every text part, joined). */
  text: string
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i], 'utf8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 words in headers (=?UTF-8?B?…?= / =?UTF-8?Q?…?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_all, _charset, kind, text) =>
    String(kind).toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(String(text).replace(/_/g, ' ')).toString('utf8'),
  )
}

function splitEntity(raw: string) {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** The text of a MIME entity: text parts decoded, multiparts walked. */
function textOf(raw: string): string {
  const { headers, body } = splitEntity(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map(textOf)
      .join('\n')
  }
  if (!/^text\//i.test(type)) return ''
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8')
  return body
}

export function parseMail(raw: string, to: string[]): CaughtMail {
  const { headers } = splitEntity(raw)
  return { to, subject: decodeHeader(headers.get('subject') ?? ''), text: textOf(raw) }
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT`, for the server's SMTP_URL. */
  url: string
  mails: CaughtMail[]
  /** The 6-digit code of the newest mail to `address` after the first `after` mails. */
  codeFor: (address: string, after?: number) => Promise<string>
  close: () => Promise<void>
}

/** An SMTP peer in the test process: takes every message, without auth or TLS, and keeps it. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor: async (address, after = 0) => {
      const started = Date.now()
      for (;;) {
        const mail = mails
          .slice(after)
          .reverse()
          .find((item) => item.to.includes(address.toLowerCase()))
        const code = mail && /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1]
        if (code) return code
        if (Date.now() - started > 15000) throw new Error(`no code mailed to ${address}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
