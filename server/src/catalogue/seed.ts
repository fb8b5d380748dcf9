import type { Transaction } from 'kysely'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { importRecipes, type ImportOptions, type ImportSummary } from './import'
import { PARSER_VERSION } from './prepare'
import { loadHowToCook } from './source'
import { syntheticRecipes } from './synthetic'

export interface SeedOptions extends ImportOptions {
  /** Also import this many synthetic recipes (benchmarks, scale tests). */
  synthetic?: number
}

/** Imports the HowToCook catalogue (and synthetic recipes when asked); idempotent. */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<ImportSummary> {
  const sources = [...loadHowToCook(), ...syntheticRecipes(options.synthetic ?? 0)]
  return (await importRecipes(db, sources, options)) as ImportSummary
}

/**
 * True when the catalogue is empty or was imported by older cleaning rules than this server's
 * (asked under the import's lock, so two instances booting together import once).
 */
export async function catalogueNeedsImport(via: Db | Transaction<Database>): Promise<boolean> {
  const any = await via.selectFrom('recipes').select('id').limit(1).executeTakeFirst()
  if (any === undefined) return true
  const state = await via
    .selectFrom('catalogue_state')
    .select('parser_version')
    .where('id', '=', 1)
    .executeTakeFirst()
  return Number(state?.parser_version ?? 0) < PARSER_VERSION
}

/** How often, and after how long a pause, a boot tries again while another process imports. */
const BUSY_TRIES = 60
const BUSY_PAUSE_MS = 1000

/**
 * At boot: a database without recipes gets the catalogue; one imported by older cleaning rules
 * is imported again, once (times, texts and amounts follow the new rules; ids, favourites and
 * records stay, as the import upserts by source id); an up-to-date one is left alone. Asked
 * first without the lock (the usual answer, at no cost), then again under it.
 */
export async function seedIfEmpty(db: Db): Promise<ImportSummary | null> {
  for (let attempt = 1; ; attempt++) {
    if (!(await catalogueNeedsImport(db))) return null
    try {
      return await importRecipes(db, loadHowToCook(), { needed: catalogueNeedsImport })
    } catch (error) {
      // SQLite: another process held the write lock past the busy timeout (its import of
      // 100,000 recipes takes longer); PostgreSQL waits on the row lock instead.
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || attempt >= BUSY_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS))
    }
  }
}
