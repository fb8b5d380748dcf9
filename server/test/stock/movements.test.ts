import fs from 'node:fs'
import path from 'node:path'
import { migrateToLatest, openDatabase, sqliteOf, type Db } from '../../src/db/open-database'
import { AppError } from '../../src/lib/app-error'
import { moveStock, planItems } from '../../src/stock/movements'
import { makeTempDir } from '../helpers'

let dir: string
let db: Db
const now = Date.parse('2026-11-22T10:00:00Z')

beforeEach(async () => {
  dir = makeTempDir()
  db = openDatabase(path.join(dir, 'sichu.db'))
  await migrateToLatest(db)
  sqliteOf(db).exec(`
    insert into kitchens (id, name, created_at) values (1, 'a', 'x'), (2, 'b', 'x');
    insert into stock_items (id, kitchen_id, name, name_key, quantity_milli, unit, location,
      created_at, updated_at) values (10, 1, '鸡蛋', '鸡蛋', 10000, '个', 'fridge', 'x', 'x');
  `)
})
afterEach(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const take = (deltaMilli: number, kitchenId = 1) =>
  db
    .transaction()
    .execute((trx) =>
      moveStock(trx, { itemId: 10, kitchenId, deltaMilli, reason: 'adjust', userId: null, now }),
    )
const quantity = () =>
  sqliteOf(db).prepare('select quantity_milli from stock_items where id = 10').pluck().get()
const movements = () =>
  sqliteOf(db)
    .prepare('select delta_milli, quantity_after_milli, reason from stock_movements')
    .raw()
    .all()

test('a move changes the quantity and writes its movement with the quantity after', async () => {
  expect(await take(-3500)).toBe(6500)
  expect(quantity()).toBe(6500)
  expect(movements()).toEqual([[-3500, 6500, 'adjust']])
})

test('below zero is refused with a 409 naming what is left, and nothing changes', async () => {
  await expect(take(-10001)).rejects.toMatchObject({
    httpStatus: 409,
    key: 'stock.belowZero',
    params: { name: '鸡蛋', left: 10, take: 10.001, unit: '个' },
  })
  expect(quantity()).toBe(10000)
  expect(movements()).toEqual([])
  expect(await take(-10000)).toBe(0)
})

test('another kitchen’s item is not found', async () => {
  const error = await take(-1, 2).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ httpStatus: 404, key: 'stock.notFound' })
  expect(quantity()).toBe(10000)
})

test('two takes of the last eggs at once: one succeeds, the other is refused', async () => {
  const results = await Promise.allSettled([take(-6000), take(-6000)])
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  expect(quantity()).toBe(4000)
  expect(movements()).toHaveLength(1)
})

test('a failure later in the same transaction undoes the move', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await moveStock(trx, {
        itemId: 10,
        kitchenId: 1,
        deltaMilli: -2000,
        reason: 'cooked',
        userId: null,
        now,
      })
      throw new Error('the record could not be written')
    }),
  ).rejects.toThrow('the record could not be written')
  expect(quantity()).toBe(10000)
  expect(movements()).toEqual([])
})

test('plan items are the kitchen’s own', async () => {
  expect(await planItems(db, 1)).toEqual([
    { id: 10, name: '鸡蛋', nameKey: '鸡蛋', quantityMilli: 10000, unit: '个', bestBefore: null },
  ])
  expect(await planItems(db, 2)).toEqual([])
})
