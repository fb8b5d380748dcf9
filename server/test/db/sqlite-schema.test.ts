import fs from 'node:fs'
import path from 'node:path'
import { migrateToLatest, openDatabase, sqliteOf } from '../../src/db/open-database'
import { makeTempDir } from '../helpers'
import { sqliteSchema, type SchemaEntry } from './sqlite-schema'

// Taken from migrations 001-010 as they were before they learnt PostgreSQL: the databases of
// people already running Sichu were built by those, and the same migrations must keep building
// exactly that on SQLite.
const SNAPSHOT = path.join(__dirname, 'sqlite-schema.snapshot.json')

test('the migrations build on SQLite exactly the schema they always built', async () => {
  const dir = makeTempDir()
  const db = openDatabase(path.join(dir, 'sichu.db'))
  try {
    await migrateToLatest(db)
    const expected = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as SchemaEntry[]
    expect(sqliteSchema(sqliteOf(db))).toEqual(expected)
  } finally {
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
