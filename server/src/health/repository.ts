import { sql } from 'kysely'
import type { Db } from '../db/open-database'

export function createHealthRepository(db: Db) {
  return {
    /** True when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      try {
        await sql`select 1`.execute(db)
        return true
      } catch {
        return false
      }
    },
  }
}
