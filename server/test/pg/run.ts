import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { Dialect } from '../../src/db/dialect'

/**
 * A PostgreSQL run of the server suite (`npm run test:pg`): global-setup.ts started a cluster
 * and migrated a template database, and says where through this variable. Unset: the SQLite run.
 */
export const PG_RUN_VARIABLE = 'SICHU_TEST_PG'
export const TEMPLATE_DATABASE = 'sichu_template'

export interface PgRun {
  dir: string
  port: number
  bin: string
}

export function pgRun(): PgRun | undefined {
  const raw = process.env[PG_RUN_VARIABLE]
  return raw ? (JSON.parse(raw) as PgRun) : undefined
}

/** The database this run's servers use. */
export function testDialect(): Dialect {
  return pgRun() ? 'postgres' : 'sqlite'
}

function pgTool(run: PgRun, tool: string, args: string[]): void {
  const connection = ['-h', '127.0.0.1', '-p', String(run.port), '-U', 'postgres']
  execFileSync(path.join(run.bin, tool), [...connection, ...args], { stdio: 'pipe' })
}

/** The database standing for one SQLite file path: same path, same database. */
export function databaseNameFor(dbPath: string): string {
  return `t_${createHash('sha1').update(dbPath).digest('hex').slice(0, 24)}`
}

/**
 * The URL of the PostgreSQL database that stands, in this run, for a test's SQLite file: a copy
 * of the migrated template, made the first time the path is asked for (synchronously, so a test
 * config can be built the way the SQLite run builds it). Every fresh temp folder is thus a fresh
 * database, and two apps given one path share one, as they share the file on SQLite.
 */
export function databaseFor(run: PgRun, dbPath: string): string {
  const name = databaseNameFor(dbPath)
  try {
    pgTool(run, 'createdb', ['-T', TEMPLATE_DATABASE, name])
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '')
    if (!stderr.includes('already exists')) throw new Error(`createdb ${name}: ${stderr}`)
  }
  return `postgres://postgres@127.0.0.1:${run.port}/${name}`
}

/** Drops a test's database once its apps are closed; kept when something still uses it. */
export function dropDatabaseFor(run: PgRun, dbPath: string): void {
  try {
    pgTool(run, 'dropdb', ['--if-exists', databaseNameFor(dbPath)])
  } catch {
    // Another app of the test still has it open: the cluster goes at the end of the run.
  }
}

/** Like databaseFor, but an empty database (no migrations), for tests that migrate step by step. */
export function emptyDatabaseFor(run: PgRun, dbPath: string): string {
  const name = databaseNameFor(dbPath)
  pgTool(run, 'createdb', [name])
  return `postgres://postgres@127.0.0.1:${run.port}/${name}`
}
