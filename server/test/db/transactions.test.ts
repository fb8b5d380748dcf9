import fs from 'node:fs'
import { sql } from 'kysely'
import { databaseLocation } from '../../src/config'
import { dialectOf } from '../../src/db/dialect'
import { isRetryable, uniqueViolation, violatesUnique } from '../../src/db/errors'
import { migrateToLatest, openDatabase, type Db } from '../../src/db/open-database'
import { forUpdate, inTransaction } from '../../src/db/transactions'
import { createUserRepository } from '../../src/auth/user-repository'
import { makeTempDir, testConfig } from '../helpers'

// The run's database: SQLite in `npm test`, PostgreSQL in `npm run test:pg`.
let dir: string
let db: Db
let userId: number
const onPostgres = () => dialectOf(db) === 'postgres'

beforeAll(async () => {
  dir = makeTempDir()
  db = openDatabase(databaseLocation(testConfig(dir)))
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
})
afterAll(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const newUser = (username: string, email: string) =>
  db
    .insertInto('users')
    .values({
      username,
      email,
      password_hash: 'x',
      nickname: 'n',
      locale: 'en',
      created_at: 'x',
      updated_at: 'x',
    })
    .execute()

async function errorOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

test('a repeated unique key is named by table and columns, whatever the case of a username', async () => {
  const error = await errorOf(newUser('ALICE', 'other@example.com'))
  expect(uniqueViolation(error)).toEqual({ table: 'users', columns: ['username'] })
  expect(violatesUnique(error, 'users', ['username'])).toBe(true)
  expect(violatesUnique(error, 'users', ['email'])).toBe(false)
})

test('a composite key lists its columns in order', async () => {
  const kitchen = await db.selectFrom('kitchen_members').select('kitchen_id').executeTakeFirst()
  const error = await errorOf(
    db
      .insertInto('kitchen_members')
      .values({ kitchen_id: kitchen!.kitchen_id, user_id: userId, role: 'member', joined_at: 'x' })
      .execute(),
  )
  const violation = uniqueViolation(error)
  expect(violation?.table).toBe('kitchen_members')
  // SQLite names the single-column unique key on user_id first, PostgreSQL the primary key.
  expect(violation?.columns.at(-1)).toBe('user_id')
})

test('other failures are not unique violations, nor retryable', async () => {
  const error = await errorOf(sql`select * from no_such_table`.execute(db))
  expect(uniqueViolation(error)).toBeUndefined()
  expect(isRetryable(error)).toBe(false)
})

test('a transaction PostgreSQL ends in a deadlock runs again, and both writers succeed', async () => {
  if (!onPostgres()) return // SQLite runs one transaction at a time: no deadlock to meet
  await sql`create table pair (id integer primary key, n integer not null)`.execute(db)
  await sql`insert into pair values (1, 0), (2, 0)`.execute(db)
  let attempts = 0
  let bothIn!: () => void
  const met = new Promise<void>((resolve) => (bothIn = resolve))
  let waiting = 2
  // Each takes one row, waits until the other has its row, then wants the other's.
  const writer = (first: number, second: number) =>
    inTransaction(db, async (trx) => {
      attempts += 1
      await sql`update pair set n = n + 1 where id = ${first}`.execute(trx)
      if (--waiting === 0) bothIn()
      await met
      await sql`update pair set n = n + 1 where id = ${second}`.execute(trx)
    })
  await Promise.all([writer(1, 2), writer(2, 1)])
  expect(attempts).toBe(3)
  const { rows } = await sql<{ n: number }>`select n from pair order by id`.execute(db)
  expect(rows.map((r) => r.n)).toEqual([2, 2])
})

test('rows read for update stay locked: two read-then-write increments both count', async () => {
  const kitchen = () =>
    db.selectFrom('kitchens').select(['id', 'stock_version']).orderBy('id').limit(1)
  const { id } = (await kitchen().executeTakeFirstOrThrow()) as { id: number }
  const before = (await kitchen().executeTakeFirstOrThrow()).stock_version
  const bump = () =>
    inTransaction(db, async (trx) => {
      const row = await forUpdate(
        trx,
        trx.selectFrom('kitchens').select('stock_version').where('id', '=', id),
      ).executeTakeFirstOrThrow()
      await new Promise((resolve) => setTimeout(resolve, 30))
      await trx
        .updateTable('kitchens')
        .set({ stock_version: row.stock_version + 1 })
        .where('id', '=', id)
        .execute()
    })
  await Promise.all([bump(), bump()])
  expect((await kitchen().executeTakeFirstOrThrow()).stock_version).toBe(before + 2)
})

test('a connection the database drops mid-transaction fails that transaction only', async () => {
  if (!onPostgres()) return // SQLite has no connection to lose
  const failed = await errorOf(
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(db)
      // The socket closes while this transaction holds the connection between two queries.
      await new Promise((resolve) => setTimeout(resolve, 300))
    }),
  )
  expect(failed).toBeInstanceOf(Error)
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db)
  expect(rows).toEqual([{ one: 1 }])
})
