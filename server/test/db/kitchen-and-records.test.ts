import fs from 'node:fs'
import path from 'node:path'
import { Migrator } from 'kysely/migration'
import { migrations } from '../../src/db/migrations'
import { migrateToLatest, openDatabase, sqliteOf, type Db } from '../../src/db/open-database'
import { makeTempDir } from '../helpers'

let dir: string
let db: Db

beforeEach(() => {
  dir = makeTempDir()
  db = openDatabase(path.join(dir, 'sichu.db'))
})
afterEach(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function migrateTo(name: string) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateTo(name)
  if (error) throw error
}

const tables = () =>
  sqliteOf(db).prepare("select name from sqlite_master where type = 'table'").pluck().all()
const columns = (table: string) =>
  sqliteOf(db).prepare(`select name from pragma_table_info('${table}')`).pluck().all()

test('005 and 006 add the stock and record tables and come down cleanly, keeping kitchens', async () => {
  await migrateTo('004-dish-documents')
  sqliteOf(db).exec(
    "insert into kitchens (id, name, created_at) values (1, '小厨房', '2026-11-01T00:00:00Z')",
  )
  await migrateToLatest(db)
  expect(tables()).toEqual(
    expect.arrayContaining([
      'stock_items',
      'stock_movements',
      'favorites',
      'cart_items',
      'orders',
      'order_items',
    ]),
  )
  expect(columns('kitchens')).toEqual(
    expect.arrayContaining(['time_zone', 'invite_code', 'invite_expires_at', 'stock_version']),
  )
  // An existing kitchen counts its days in Shanghai until its owner says otherwise.
  expect(sqliteOf(db).prepare('select time_zone from kitchens').pluck().get()).toBe('Asia/Shanghai')

  await migrateTo('004-dish-documents')
  for (const table of ['stock_items', 'stock_movements', 'favorites', 'orders']) {
    expect(tables()).not.toContain(table)
  }
  expect(columns('kitchens')).toEqual(['id', 'name', 'created_at'])
  expect(sqliteOf(db).prepare('select name from kitchens').pluck().all()).toEqual(['小厨房'])
  await migrateToLatest(db)
  expect(tables()).toContain('stock_items')
})

test('the database refuses a negative quantity and an unknown location itself', async () => {
  await migrateToLatest(db)
  const sqlite = sqliteOf(db)
  sqlite.exec("insert into kitchens (id, name, created_at) values (1, 'k', 'x')")
  const insert = (quantity: number, location: string) =>
    sqlite
      .prepare(
        `insert into stock_items (kitchen_id, name, name_key, quantity_milli, unit, location,
          created_at, updated_at) values (1, '蛋', '蛋', ?, '个', ?, 'x', 'x')`,
      )
      .run(quantity, location)
  expect(() => insert(-1, 'fridge')).toThrow(/CHECK constraint failed/)
  expect(() => insert(1, 'garage')).toThrow(/CHECK constraint failed/)
  expect(() => insert(0, 'freezer')).not.toThrow()
})
