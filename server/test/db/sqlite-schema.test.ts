import fs from 'node:fs'
import path from 'node:path'
import { Migrator } from 'kysely/migration'
import { migrations } from '../../src/db/migrations'
import { openDatabase, sqliteOf } from '../../src/db/open-database'
import { makeTempDir } from '../helpers'
import { sqliteSchema, type SchemaEntry } from './sqlite-schema'

// Taken from migrations 001-010 as they were before they learnt PostgreSQL: the databases of
// people already running Sichu were built by those, and the same migrations must keep building
// exactly that on SQLite. Later migrations are not part of it (schemas.test.ts covers them).
const SNAPSHOT = path.join(__dirname, 'sqlite-schema.snapshot.json')
const PINNED = Object.keys(migrations).filter((name) => name <= '010-stock-version')

test('the migrations build on SQLite exactly the schema they always built', async () => {
  const dir = makeTempDir()
  const db = openDatabase(path.join(dir, 'sichu.db'))
  try {
    const pinned = Object.fromEntries(PINNED.map((name) => [name, migrations[name]!]))
    const migrator = new Migrator({ db, provider: { getMigrations: async () => pinned } })
    const { error, results } = await migrator.migrateToLatest()
    expect(error).toBeUndefined()
    expect(results?.length).toBe(10)
    const expected = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as SchemaEntry[]
    expect(sqliteSchema(sqliteOf(db))).toEqual(expected)
  } finally {
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
