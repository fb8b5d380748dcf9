import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import { uniqueViolation } from '../../src/db/errors'
import { migrations } from '../../src/db/migrations'
import { openDatabase, type Db } from '../../src/db/open-database'
import { dayIn } from '../../src/lib/kitchen-day'
import { makeTempDir } from '../helpers'
import { dropDatabaseFor, emptyDatabaseFor, pgRun } from '../pg/run'

// Migration 018 over the rows people already have, on SQLite and (npm run test:pg) PostgreSQL.
let dir: string
let file: string
let db: Db

beforeEach(() => {
  dir = makeTempDir()
  file = path.join(dir, 'sichu.db')
  const run = pgRun()
  db = openDatabase(run ? emptyDatabaseFor(run, file) : file)
})
afterEach(async () => {
  await db.destroy()
  const run = pgRun()
  if (run) dropDatabaseFor(run, file)
  fs.rmSync(dir, { recursive: true, force: true })
})

const names = Object.keys(migrations).sort()
const BEFORE = names[names.indexOf('018-week-plan') - 1] as string

async function migrateTo(name: string) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateTo(name)
  if (error) throw error
}

const AT = '2025-03-01T08:00:00.000Z'

/** Alice and Carol share kitchen 1 (Shanghai); Bob has kitchen 2 (Honolulu). */
async function people() {
  for (const [id, name] of [
    [1, 'alice'],
    [2, 'carol'],
    [3, 'bob'],
  ] as const) {
    await sql`insert into users (id, username, email, password_hash, nickname, locale,
      created_at, updated_at) values (${id}, ${name}, ${`${name}@example.com`}, 'x', ${name},
      'zh-Hans', ${AT}, ${AT})`.execute(db)
  }
  await sql`insert into kitchens (id, name, created_at) values (1, 'home', ${AT})`.execute(db)
  await sql`insert into kitchens (id, name, created_at, time_zone)
    values (2, 'bob', ${AT}, 'Pacific/Honolulu')`.execute(db)
  for (const [kitchen, user, role] of [
    [1, 1, 'owner'],
    [1, 2, 'member'],
    [2, 3, 'owner'],
  ] as const) {
    await sql`insert into kitchen_members (kitchen_id, user_id, role, joined_at)
      values (${kitchen}, ${user}, ${role}, ${AT})`.execute(db)
  }
  for (const id of [1, 2]) {
    await sql`insert into recipes (id, category_id, title, difficulty, source_id, source_hash)
      values (${id}, 1, ${`dish ${id}`}, 1, ${`s${id}`}, 'h')`.execute(db)
  }
}

async function oldLine(id: number, user: number, recipe: number, servings: number, meal: string) {
  await sql`insert into cart_items (id, user_id, recipe_id, servings, meal, created_at, updated_at)
    values (${id}, ${user}, ${recipe}, ${servings}, ${meal}, ${AT}, ${AT})`.execute(db)
}

const lines = async () =>
  (
    await sql<Record<string, unknown>>`select id, kitchen_id, user_id, recipe_id, servings, meal,
      plan_date from cart_items order by id`.execute(db)
  ).rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
      ]),
    ),
  )

test('018 moves every per-person line into its author’s kitchen, dated the kitchen’s today', async () => {
  await migrateTo(BEFORE)
  await people()
  await oldLine(1, 1, 1, 2, 'dinner')
  await oldLine(2, 1, 2, 1, 'lunch')
  // Carol planned the same dish for the same meal as Alice: the kitchen's one line adds both.
  await oldLine(3, 2, 1, 19, 'dinner')
  await oldLine(4, 2, 2, 3, 'dinner')
  await oldLine(5, 3, 1, 4, 'breakfast')
  // A line removed before the migration: its id must never come back.
  await oldLine(9, 3, 2, 1, 'snack')
  await sql`delete from cart_items where id = 9`.execute(db)
  // As the ids were handed out: SQLite counts explicit ids, PostgreSQL's sequence does not.
  if (pgRun()) await sql`select setval('cart_items_id_seq', 9)`.execute(db)

  const shanghai = dayIn('Asia/Shanghai', Date.now())
  const honolulu = dayIn('Pacific/Honolulu', Date.now())
  await migrateTo('018-week-plan')
  expect(await lines()).toEqual([
    {
      id: 1,
      kitchen_id: 1,
      user_id: 1,
      recipe_id: 1,
      servings: 20,
      meal: 'dinner',
      plan_date: shanghai,
    },
    {
      id: 2,
      kitchen_id: 1,
      user_id: 1,
      recipe_id: 2,
      servings: 1,
      meal: 'lunch',
      plan_date: shanghai,
    },
    {
      id: 4,
      kitchen_id: 1,
      user_id: 2,
      recipe_id: 2,
      servings: 3,
      meal: 'dinner',
      plan_date: shanghai,
    },
    {
      id: 5,
      kitchen_id: 2,
      user_id: 3,
      recipe_id: 1,
      servings: 4,
      meal: 'breakfast',
      plan_date: honolulu,
    },
  ])
  // New lines get new ids, past every id the old table gave.
  const added = await db
    .insertInto('cart_items')
    .values({
      kitchen_id: 1,
      user_id: 2,
      recipe_id: 2,
      servings: 1,
      meal: 'snack',
      plan_date: shanghai,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  expect(Number(added.id)).toBeGreaterThan(9)
  // The kitchen's plan is unique by day, dish and meal now. (Read by uniqueViolation, not
  // toThrow: better-sqlite3 keeps the error class of the first test file that loaded it, so in
  // a later file of the same worker its errors are not Errors to jest.)
  const repeated: unknown = await db
    .insertInto('cart_items')
    .values({
      kitchen_id: 1,
      user_id: 1,
      recipe_id: 1,
      servings: 1,
      meal: 'dinner',
      plan_date: shanghai,
      created_at: AT,
      updated_at: AT,
    })
    .execute()
    .then(
      () => undefined,
      (error: unknown) => error,
    )
  expect(uniqueViolation(repeated)?.columns).toEqual([
    'kitchen_id',
    'plan_date',
    'recipe_id',
    'meal',
  ])
})

test('018 down gives each line back to its author (the owner for an author gone)', async () => {
  await migrateTo(BEFORE)
  await people()
  await oldLine(1, 1, 1, 2, 'dinner')
  await oldLine(2, 2, 2, 1, 'lunch')
  await migrateTo('018-week-plan')
  await sql`update cart_items set user_id = null where id = 2`.execute(db)
  await migrateTo(BEFORE)
  const rows = (
    await sql<Record<string, unknown>>`select id, user_id, recipe_id, servings, meal
      from cart_items order by id`.execute(db)
  ).rows.map((row) =>
    Object.values(row).map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)),
  )
  expect(rows).toEqual([
    [1, 1, 1, 2, 'dinner'],
    [2, 1, 2, 1, 'lunch'],
  ])
  // And up again.
  await migrateTo('018-week-plan')
  expect((await lines()).map((l) => l.id)).toEqual([1, 2])
})
