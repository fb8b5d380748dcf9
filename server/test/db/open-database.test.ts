import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { dialectOf } from '../../src/db/dialect'
import { migrations } from '../../src/db/migrations'
import { migrateToLatest, openDatabase } from '../../src/db/open-database'
import { makeApp, makeTempDir } from '../helpers'

let dir: string

beforeEach(() => {
  dir = makeTempDir()
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

test('creates the folder and opens SQLite in WAL mode with foreign keys on', async () => {
  const file = path.join(dir, 'nested/deeper/sichu.db')
  const db = openDatabase(file)
  try {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)
    expect(mode.rows[0]?.journal_mode).toBe('wal')
    expect(fk.rows[0]?.foreign_keys).toBe(1)
    expect(busy.rows[0]?.timeout).toBeGreaterThan(0)
    expect(fs.existsSync(file)).toBe(true)
  } finally {
    await db.destroy()
  }
})

test('migrations run once: a second run applies nothing and keeps the data', async () => {
  const file = path.join(dir, 'sichu.db')
  const db = openDatabase(file)
  const first = await migrateToLatest(db)
  expect(first.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations))
  await db
    .insertInto('app_releases')
    .values({
      platform: 'H5',
      version_name: '1.3.0',
      update_content: '',
      download_url: 'https://x',
    })
    .execute()
  await db.destroy()

  const again = openDatabase(file)
  try {
    expect((await migrateToLatest(again)).results).toEqual([])
    const rows = await again.selectFrom('app_releases').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  } finally {
    await again.destroy()
  }
})

test('the app migrates its database at boot', async () => {
  const t = await makeApp()
  try {
    const tables = await t.app.db.introspection.getTables()
    expect(tables.map((table) => table.name)).toContain('app_releases')
  } finally {
    await t.close()
  }
})

test('on PostgreSQL, counts and 64-bit integers come back as numbers', async () => {
  const t = await makeApp()
  try {
    if (dialectOf(t.app.db) !== 'postgres') return // SQLite's are numbers anyway
    const row = await sql<{ n: unknown; big: unknown; ratio: unknown }>`
      select count(*) as n, ${2 ** 40}::bigint as big, 2.5::numeric as ratio`.execute(t.app.db)
    expect(row.rows[0]).toEqual({ n: 1, big: 2 ** 40, ratio: 2.5 })
  } finally {
    await t.close()
  }
})
