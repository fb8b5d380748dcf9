import type { FastifyInstance } from 'fastify'
import { migrateToLatest, openDatabase, type Db } from '../db/open-database'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Kysely instance; only repositories use it. */
    db: Db
  }
}

/**
 * Opens the database (the SQLite file, or PostgreSQL when a DATABASE_URL is given), brings its
 * schema up to date before any route can run, and closes it when the app closes (after the
 * server has stopped taking requests).
 */
export async function setupDb(app: FastifyInstance, location: string): Promise<void> {
  const db = openDatabase(location)
  try {
    const { results = [] } = await migrateToLatest(db)
    for (const r of results) app.log.info({ migration: r.migrationName }, 'migration applied')
  } catch (error) {
    await db.destroy()
    throw error
  }
  app.decorate('db', db)
  app.addHook('onClose', async (instance) => {
    await db.destroy()
    instance.log.info('database closed')
  })
}
