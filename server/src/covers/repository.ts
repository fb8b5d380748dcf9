import { sql } from 'kysely'
import type { Db } from '../db/open-database'

interface SourceRow {
  owner_id: number | null
  cover: string | null
  images: string
  steps_json: string
}

/** The catalogue URL behind a slot of a dish's row, or undefined. */
function urlOfSlot(row: SourceRow, slot: string): string | undefined {
  if (slot === 'cover') return row.cover ?? undefined
  const index = Number(slot.slice(1))
  if (slot.startsWith('i')) return (JSON.parse(row.images) as string[])[index]
  const steps = JSON.parse(row.steps_json) as { image: string | null }[]
  return steps[index]?.image ?? undefined
}

/** Where catalogue pictures come from, and which sources are known not to answer. */
export function createCoverRepository(db: Db) {
  return {
    /**
     * The source URL of a dish's picture, as the catalogue import (or a cook, `owned`: an own
     * recipe's page image, fetched only through the import's SSRF guard) stored it.
     */
    async sourceOf(
      recipeId: number,
      slot: string,
    ): Promise<{ url: string; owned: boolean } | undefined> {
      const { rows } = await sql<SourceRow>`
        select owner_id, cover, images, steps_json from recipes where id = ${recipeId}`.execute(db)
      const row = rows[0]
      const url = row ? urlOfSlot(row, slot) : undefined
      return row && url !== undefined ? { url, owned: row.owner_id !== null } : undefined
    },

    /** Until when (ms) a source is not to be fetched again, if it failed lately. */
    async missedUntil(key: string, now: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('image_misses')
        .select('retry_at')
        .where('source_key', '=', key)
        .where('retry_at', '>', now)
        .executeTakeFirst()
      return row?.retry_at
    },

    async rememberMiss(key: string, retryAt: number, reason: string): Promise<void> {
      await db
        .insertInto('image_misses')
        .values({ source_key: key, retry_at: retryAt, reason })
        .onConflict((c) => c.column('source_key').doUpdateSet({ retry_at: retryAt, reason }))
        .execute()
    },

    async forgetMiss(key: string): Promise<void> {
      await db.deleteFrom('image_misses').where('source_key', '=', key).execute()
    },
  }
}

export type CoverRepository = ReturnType<typeof createCoverRepository>
