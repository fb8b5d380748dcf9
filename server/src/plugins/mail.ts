import type { FastifyInstance } from 'fastify'
import { createMailer, type Mailer } from '../mail/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** Mail through SMTP_URL, or into the log without it; waits for mail in flight on close. */
export function setupMail(app: FastifyInstance): void {
  const mailer = createMailer(app.config.smtpUrl, app.config.mailFrom, app.log)
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => {
    await mailer.close()
  })
}
