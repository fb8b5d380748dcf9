import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  makeAuthApp,
  sendCode,
  type AuthTestApp,
} from '../auth/support'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP peer on 127.0.0.1 that keeps what it is sent. */
async function startPeer(options: SMTPServerOptions = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
    ...options,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { port, received, stop }
}

/** The decoded text body of a simple single-part message. */
function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n')
  const body = rest.join('\r\n\r\n')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  }
  return body
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0] ?? ''
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]
}

/** A header with its RFC 2047 encoded words (B or Q) decoded. */
function decodedHeader(raw: string, name: string): string {
  return (headerOf(raw, name) ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  )
}

describe.each([
  ['a plain peer (no STARTTLS)', { disabledCommands: ['STARTTLS'] }],
  ['a peer offering STARTTLS with a self-signed certificate', {}],
])('SMTP_URL=smtp://127.0.0.1:<port> delivers to %s', (_name, peerOptions) => {
  let peer: Awaited<ReturnType<typeof startPeer>>
  let t: AuthTestApp

  beforeEach(async () => {
    peer = await startPeer(peerOptions)
    t = await makeAuthApp({ smtpUrl: `smtp://127.0.0.1:${peer.port}` })
  })
  afterEach(async () => {
    await t.close()
    await peer.stop()
  })

  test('the code mail arrives, and the code in it registers the account', async () => {
    const res = await sendCode(t, 'Dana@Example.com', 'register', { language: 'en' })
    expect(res.json()).toEqual({ code: 0, msg: 'OK', content: null })
    await t.app.mailer.idle()
    expect(peer.received).toHaveLength(1)
    const mail = peer.received[0]
    expect(mail?.to).toEqual(['dana@example.com'])
    expect(mail?.from).toBe('no-reply@127.0.0.1')
    const code = headerOf(mail?.raw ?? '', 'Subject')?.match(
      /^Sichu verification code (\d{6})$/,
    )?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const body = bodyOf(mail?.raw ?? '')
    expect(body.split(code ?? '-').length).toBe(2)
    expect(body).toMatch(/creating a Sichu account/)
    // Nothing about the code went to the log.
    expect(t.rawLogs()).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`))

    const registered = await call(
      t,
      'POST',
      '/api/auth/register',
      { username: 'dana', email: 'dana@example.com', code, password: GOOD_PASSWORD },
      { address: freshAddress() },
    )
    expect(registered.json().code).toBe(0)
  })

  test('a Chinese mail is encoded so the code and text survive', async () => {
    await sendCode(t, 'eve@example.com', 'register', { language: 'zh-CN' })
    await t.app.mailer.idle()
    const raw = peer.received[0]?.raw ?? ''
    const decoded = decodedHeader(raw, 'Subject')
    expect(decoded).toMatch(/^私厨验证码 \d{6}$/)
    expect(bodyOf(raw)).toMatch(/你正在注册私厨账号/)
  })
})

describe('registering an email that already has an account', () => {
  let peer: Awaited<ReturnType<typeof startPeer>>
  let t: AuthTestApp

  beforeEach(async () => {
    peer = await startPeer({ disabledCommands: ['STARTTLS'] })
    t = await makeAuthApp({ smtpUrl: `smtp://127.0.0.1:${peer.port}` })
    await t.app.repos.users.createWithKitchen({
      username: 'Hana',
      email: 'hana@example.com',
      passwordHash: 'unused',
      nickname: 'Hana',
      locale: 'zh-Hans',
      kitchenName: 'Hana的厨房',
      now: t.clock.now(),
    })
  })
  afterEach(async () => {
    await t.close()
    await peer.stop()
  })

  test.each([
    ['en', 'You already have a Sichu account', /Log in with your username or this email/],
    ['fr', 'Vous avez déjà un compte Sichu', /Mot de passe oublié/],
    ['zh-CN', '你已经有私厨账号了', /忘记密码/],
  ])(
    'in %s: the owner is mailed "log in or reset", no code; the answer is the usual one',
    async (language, subject, text) => {
      const taken = await sendCode(t, 'Hana@Example.com', 'register', { language })
      const free = await sendCode(t, 'ivan@example.com', 'register', { language })
      expect(taken.statusCode).toBe(free.statusCode)
      expect(taken.json()).toEqual(free.json())
      expect(taken.json()).toMatchObject({ code: 0, content: null })
      await t.app.mailer.idle()
      const toHana = peer.received.filter((mail) => mail.to.includes('hana@example.com'))
      expect(toHana).toHaveLength(1)
      const raw = toHana[0]?.raw ?? ''
      const decoded = decodedHeader(raw, 'Subject')
      expect(decoded).toBe(subject)
      expect(bodyOf(raw)).toMatch(text)
      expect(`${decoded}\n${bodyOf(raw)}`).not.toMatch(/\d{6}/)
      // Nothing to register with: no code was stored for the address.
      const codes = await t.app.db
        .selectFrom('verification_codes')
        .select('email')
        .where('email', '=', 'hana@example.com')
        .execute()
      expect(codes).toEqual([])
    },
  )
})

test('a relay that is down: the answer is unchanged and the failure is logged', async () => {
  const peer = await startPeer()
  const { port } = peer
  await peer.stop()
  const t = await makeAuthApp({ smtpUrl: `smtp://127.0.0.1:${port}` })
  try {
    const res = await sendCode(t, 'fay@example.com', 'register')
    expect(res.json()).toEqual({ code: 0, msg: '成功', content: null })
    await t.app.mailer.idle()
    expect(t.logs.some((l) => l.msg === 'mail delivery failed' && l.to === 'fay@example.com')).toBe(
      true,
    )
  } finally {
    await t.close()
  }
})

test('MAIL_FROM names the sender', async () => {
  const peer = await startPeer({ disabledCommands: ['STARTTLS'] })
  const t = await makeAuthApp({
    smtpUrl: `smtp://127.0.0.1:${peer.port}`,
    mailFrom: '私厨 <codes@sichu.example>',
  })
  try {
    await sendCode(t, 'gil@example.com', 'register')
    await t.app.mailer.idle()
    expect(peer.received[0]?.from).toBe('codes@sichu.example')
  } finally {
    await t.close()
    await peer.stop()
  }
})
