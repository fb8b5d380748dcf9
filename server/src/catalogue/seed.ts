import type { Db } from '../db/open-database'
import { sqliteOf } from '../db/open-database'
import { importRecipes, type ImportOptions, type ImportSummary } from './import'
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

/** At boot: a database without recipes gets the catalogue; one with recipes is left alone. */
export function seedIfEmpty(db: Db): ImportSummary | null {
  return catalogueIsEmpty(db) ? seedCatalogue(db) : null
}
