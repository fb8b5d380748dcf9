import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /** True when mail really leaves (SMTP_URL is set); false when it is only logged. */
  readonly delivers: boolean
  /**
   * Hands a message over in the background and returns at once: the caller's answer must not
   * depend on (or take longer because of) delivery. Failures are logged.
   */
  send(message: MailMessage): void
  /** Resolves once every message handed over so far is delivered or has failed. */
  idle(): Promise<void>
  close(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/**
 * The sender: MAIL_FROM when set, else the SMTP login when it is an address (what most relays
 * require), else no-reply at the relay's host.
 */
export function senderFor(smtpUrl: string, mailFrom: string | undefined): string {
  if (mailFrom) return mailFrom
  const url = new URL(smtpUrl)
  const user = decodeURIComponent(url.username)
  return user.includes('@') ? `Sichu <${user}>` : `Sichu <no-reply@${url.hostname}>`
}

function smtpTransport(smtpUrl: string) {
  const { hostname } = new URL(smtpUrl)
  return nodemailer.createTransport({
    url: smtpUrl,
    // A relay on this machine (a dev or test mail catcher) is reached in plain text: it may
    // offer STARTTLS with a certificate nobody can check. Remote relays get STARTTLS whenever
    // they offer it. Query options in SMTP_URL (e.g. ?ignoreTLS=false) override this.
    ignoreTLS: LOOPBACK.has(hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

export function createMailer(
  smtpUrl: string | undefined,
  mailFrom: string | undefined,
  log: FastifyBaseLogger,
): Mailer {
  const pending = new Set<Promise<void>>()
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined
  const from = smtpUrl ? senderFor(smtpUrl, mailFrom) : undefined

  async function deliver(message: MailMessage): Promise<void> {
    if (!transport) {
      // Deliberately in the log, secret and all: without SMTP_URL this is how a developer
      // reads the verification code.
      log.info({ mail: message }, `SMTP_URL is not set, mail not sent: ${message.subject}`)
      return
    }
    try {
      const info = await transport.sendMail({ from, ...message })
      log.info({ to: message.to, messageId: info.messageId }, 'mail sent')
    } catch (error) {
      log.error({ err: error, to: message.to }, 'mail delivery failed')
    }
  }

  return {
    delivers: transport !== undefined,
    send(message) {
      const job = deliver(message).finally(() => pending.delete(job))
      pending.add(job)
    },
    async idle() {
      await Promise.all([...pending])
    },
    async close() {
      await this.idle()
      transport?.close()
    },
  }
}
