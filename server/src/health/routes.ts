import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { HealthStatus } from '../../../types/api'
import { dialectOf } from '../db/dialect'
import { INSTANCE_ID } from '../lib/instance'
import type { SameType } from '../lib/same-type'

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  instance: Type.String(),
})
const matchesContract: SameType<typeof HealthSchema.static, HealthStatus> = true
void matchesContract

/**
 * For load balancers and the e2e runner: no envelope, 503 when the database does not answer.
 * Says which database the server runs on and which instance answered (SPEC §7).
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = dialectOf(app.db)
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['health'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      if (await app.repos.health.ping()) return { status: 'ok' as const, db, instance: INSTANCE_ID }
      request.log.error('health check: database does not answer')
      return reply.code(503).send({ status: 'degraded', db, instance: INSTANCE_ID })
    },
  )
}
