import type { Db } from '../db/open-database'
import { sqliteOf } from '../db/open-database'
import { importRecipes, type ImportOptions, type ImportSummary } from './import'
import { PARSER_VERSION } from './prepare'
import { loadHowToCook } from './source'
import { syntheticRecipes } from './synthetic'

export interface SeedOptions extends ImportOptions {
  /** Also import this many synthetic recipes (benchmarks, scale tests). */
  synthetic?: number
}

/** Imports the HowToCook catalogue (and synthetic recipes when asked); idempotent. */
export function seedCatalogue(db: Db, options: SeedOptions = {}): ImportSummary {
  const sources = [...loadHowToCook(), ...syntheticRecipes(options.synthetic ?? 0)]
  return importRecipes(sqliteOf(db), sources, options)
}

export function catalogueIsEmpty(db: Db): boolean {
  return sqliteOf(db).prepare('select 1 from recipes limit 1').get() === undefined
}

/** True when the catalogue was imported by older cleaning rules than this server's. */
export function catalogueIsStale(db: Db): boolean {
  const version = sqliteOf(db)
    .prepare('select parser_version from catalogue_state where id = 1')
    .pluck()
    .get() as number | undefined
  return (version ?? 0) < PARSER_VERSION
}

/**
 * At boot: a database without recipes gets the catalogue; one imported by older cleaning rules
 * is imported again, once (times, texts and amounts follow the new rules; ids, favourites and
 * records stay, as the import upserts by source id); an up-to-date one is left alone.
 */
export function seedIfEmpty(db: Db): ImportSummary | null {
  return catalogueIsEmpty(db) || catalogueIsStale(db) ? seedCatalogue(db) : null
}
