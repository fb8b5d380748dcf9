import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { acceptEmptyJson } from '../lib/empty-json'
import { fieldError } from '../lib/field-error'
import { ok } from '../lib/envelope'
import { requireUser } from '../plugins/auth'
import { limit } from '../plugins/rate-limit'
import { requestCode } from './codes'
import { authContextOf } from './context'
import { prepareDummyHash } from './passwords'
import {
  AuthReplySchema,
  CodeLoginBodySchema,
  DeviceLoginBodySchema,
  LoginBodySchema,
  NoBodySchema,
  NullReplySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SendCodeBodySchema,
} from './schemas'
import { forgetRememberedDevice, rememberedLogin } from './remembered'
import { codeLogin, passwordLogin, register, resetPassword } from './service'

const tags = ['auth']

/** Registering, logging in and out, codes and password reset: everything before a session. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Ahead of the first login, so even the first unknown user is not answered faster.
  void prepareDummyHash()
  const ctx = authContextOf(app)

  app.post(
    '/auth/send-code',
    {
      schema: {
        summary: 'Email a 6-digit code; the same answer whether or not the account exists',
        tags,
        body: SendCodeBodySchema,
        response: { 200: NullReplySchema },
      },
      config: { rateLimit: limit(10) },
      // A code to bind a new email is for a logged-in user only.
      preValidation: async (request) => {
        const body = request.body as { purpose?: unknown } | null
        if (body?.purpose === 'bind-email') await requireUser(request)
      },
    },
    async (request) => {
      const { email, username, purpose } = request.body
      const say = request.t.bind(request)
      if (email !== undefined && username !== undefined) {
        throw fieldError(say, 'body/username', 'auth.codeEmailOrUsername')
      }
      if (username !== undefined && purpose !== 'login') {
        throw fieldError(say, 'body/username', 'auth.codeUsernameLoginOnly')
      }
      const to = email ?? (username === undefined ? undefined : { username })
      if (to === undefined) throw fieldError(say, 'body/email', 'reason.required')
      await requestCode(ctx, { to, purpose, address: request.ip, locale: request.locale })
      return ok(request, null)
    },
  )

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Log in with a username or email and a password',
        tags,
        body: LoginBodySchema,
        response: { 200: AuthReplySchema },
      },
      config: { rateLimit: limit(30) },
    },
    async (request) => ok(request, await passwordLogin(ctx, request.body, request.ip)),
  )

  app.post(
    '/auth/login/code',
    {
      schema: {
        summary: 'Log in with a username or email and an emailed code (purpose login)',
        tags,
        body: CodeLoginBodySchema,
        response: { 200: AuthReplySchema },
      },
      config: { rateLimit: limit(20) },
    },
    async (request) => ok(request, await codeLogin(ctx, request.body)),
  )

  app.post(
    '/auth/login/device',
    {
      schema: {
        summary:
          'Log in a remembered account with its device token (once; the answer has the next)',
        tags,
        body: DeviceLoginBodySchema,
        response: { 200: AuthReplySchema },
      },
      config: { rateLimit: limit(30) },
    },
    async (request) => ok(request, await rememberedLogin(ctx, request.body, request.ip)),
  )

  app.post(
    '/auth/device/forget',
    {
      schema: {
        summary: 'Forget a remembered account on this device: its device token stops working',
        tags,
        body: DeviceLoginBodySchema,
        response: { 200: NullReplySchema },
      },
      config: { rateLimit: limit(20) },
    },
    async (request) => {
      await forgetRememberedDevice(ctx, request.body)
      return ok(request, null)
    },
  )

  app.post(
    '/auth/register',
    {
      schema: {
        summary: 'Create an account (code of purpose register) with a kitchen of its own',
        tags,
        body: RegisterBodySchema,
        response: { 200: AuthReplySchema },
      },
      config: { rateLimit: limit(20) },
    },
    async (request) => ok(request, await register(ctx, request.body, request.locale)),
  )

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with an emailed code (purpose reset); ends every session',
        tags,
        body: ResetPasswordBodySchema,
        response: { 200: NullReplySchema },
      },
      config: { rateLimit: limit(20) },
    },
    async (request) => {
      await resetPassword(ctx, request.body)
      return ok(request, null)
    },
  )

  await app.register(async (bodiless) => {
    acceptEmptyJson(bodiless)
    bodiless.post(
      '/auth/logout',
      {
        schema: {
          summary: 'End this session; succeeds even when the token is already invalid',
          tags,
          body: NoBodySchema,
          response: { 200: NullReplySchema },
        },
        config: { rateLimit: limit(60) },
      },
      async (request) => {
        if (request.user) await app.repos.sessions.revoke(request.user.sessionId)
        return ok(request, null)
      },
    )
  })
}
