import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { dialectOf } from '../../src/db/dialect'
import { migrateToLatest, openDatabase, sqliteOf, type Db } from '../../src/db/open-database'
import { makeTempDir, testConfig } from '../helpers'
import { pgRun } from '../pg/run'
import { postgresShape, sqliteShape, type SchemaShape } from './schema-shape'

// Needs the PostgreSQL of `npm run test:pg`; the SQLite run has none to compare with.
const onPostgres = pgRun() ? describe : describe.skip

let dir: string
let sqlite: Db
let pg: Db

beforeAll(async () => {
  dir = makeTempDir()
  sqlite = openDatabase(path.join(dir, 'sichu.db'))
  await migrateToLatest(sqlite)
  const url = testConfig(dir).databaseUrl
  if (url) pg = openDatabase(url)
})
afterAll(async () => {
  await sqlite.destroy()
  await pg?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

onPostgres('one set of migrations, two databases', () => {
  let sqliteTables: SchemaShape
  let pgTables: SchemaShape

  beforeAll(async () => {
    expect(dialectOf(pg)).toBe('postgres')
    sqliteTables = sqliteShape(sqliteOf(sqlite))
    pgTables = await postgresShape(pg)
  })

  test('the same tables', () => {
    expect(Object.keys(pgTables).sort()).toEqual(Object.keys(sqliteTables).sort())
    expect(Object.keys(sqliteTables).length).toBeGreaterThan(20)
  })

  test('table by table: columns, kinds, nullability, keys, unique sets, indexes, triggers', () => {
    for (const table of Object.keys(sqliteTables)) {
      expect({ table, ...pgTables[table] }).toEqual({ table, ...sqliteTables[table] })
    }
  })

  test('integers are 64-bit on PostgreSQL, as on SQLite (millisecond times, any id asked for)', async () => {
    const { rows } = await sql<{ type: string }>`
      select distinct data_type as type from information_schema.columns
      where table_schema = 'public' and data_type in ('smallint', 'integer', 'bigint')
        and table_name not like 'kysely_%'`.execute(pg)
    expect(rows).toEqual([{ type: 'bigint' }])
    await sql`insert into login_nonces (nonce, expires_at) values ('n', ${Date.now()})`.execute(pg)
    const read = await sql<{ expires_at: unknown }>`select expires_at from login_nonces`.execute(pg)
    expect(typeof read.rows[0]?.expires_at).toBe('number')
  })
})
