import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { lockOwner } from '../../src/db/lock-owner'
import { migrateToLatest, openDatabase, type Db } from '../../src/db/open-database'
import { createUserRepository } from '../../src/auth/user-repository'
import { makeTempDir } from '../helpers'

let dir: string
let db: Db
let other: SQLite.Database
let userId: number

beforeEach(async () => {
  dir = makeTempDir()
  const file = path.join(dir, 'sichu.db')
  db = openDatabase(file)
  await migrateToLatest(db)
  userId = await createUserRepository(db).createWithKitchen({
    username: 'alice',
    email: 'alice@example.com',
    passwordHash: 'x',
    nickname: 'Alice',
    locale: 'zh-Hans',
    kitchenName: 'Kitchen',
    now: Date.now(),
  })
  // Another instance on the same file that gives up at once instead of waiting for the lock.
  other = new SQLite(file)
  other.pragma('busy_timeout = 0')
})
afterEach(async () => {
  other.close()
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Whether another connection can start writing while `before` has run in a transaction. */
async function writableElsewhere(before: (trx: Parameters<typeof lockOwner>[0]) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    await before(trx)
    try {
      other.exec('begin immediate')
      other.exec('rollback')
      return true
    } catch (error) {
      expect((error as { code?: string }).code).toBe('SQLITE_BUSY')
      return false
    }
  })
}

test('a transaction that counts after lockOwner holds the write lock from its first statement', async () => {
  expect(await writableElsewhere((trx) => lockOwner(trx, userId))).toBe(false)
})

test('without it, a transaction that only counts leaves the writer free (what the lock prevents)', async () => {
  const count = async (trx: Parameters<typeof lockOwner>[0]) => {
    await trx.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute()
  }
  expect(await writableElsewhere(count)).toBe(true)
})

test('locking changes nothing in the row', async () => {
  const before = await db.selectFrom('users').selectAll().where('id', '=', userId).execute()
  await db.transaction().execute((trx) => lockOwner(trx, userId))
  expect(await db.selectFrom('users').selectAll().where('id', '=', userId).execute()).toEqual(
    before,
  )
})
