import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dayIn } from '../../lib/kitchen-day'
import { dialectSql, type DialectSql } from './dialect'

const MEALS = sql`meal in ('breakfast', 'lunch', 'dinner', 'snack')`
const SERVINGS_MAX = 20
/** Rows per insert: well under SQLite's 32,766 bound parameters at 9 a row. */
const CHUNK = 500

interface OldLine {
  id: number
  user_id: number
  recipe_id: number
  servings: number
  meal: string
  created_at: string
  updated_at: string
  kitchen_id: number | null
  time_zone: string | null
}

interface NewLine {
  id: number
  kitchen_id: number
  user_id: number | null
  recipe_id: number
  servings: number
  meal: string
  plan_date: string
  created_at: string
  updated_at: string
}

/** The plan's table under `name`, in its new shape: the kitchen's, by day. */
async function createPlanTable(db: Kysely<unknown>, d: DialectSql, name: string) {
  await db.schema
    .createTable(name)
    .addColumn('id', d.int, d.autoId)
    .addColumn('kitchen_id', d.int, (c) =>
      c.notNull().references('kitchens.id').onDelete('cascade'),
    )
    // Who planned it; the line stays the kitchen's when they leave or go.
    .addColumn('user_id', d.int, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipe_id', d.int, (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('servings', d.int, (c) => c.notNull().check(sql`servings between 1 and 20`))
    .addColumn('meal', 'text', (c) => c.notNull().check(MEALS))
    .addColumn('plan_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_kitchen_day_recipe_meal', [
      'kitchen_id',
      'plan_date',
      'recipe_id',
      'meal',
    ])
    .execute()
}

/**
 * Lines that land on one key become one: servings added (capped, as adding does), the oldest
 * line's id and author kept. Two members of one kitchen who had both planned the same dish for
 * the same meal today now share one line.
 */
function merge(lines: NewLine[]): NewLine[] {
  const byKey = new Map<string, NewLine>()
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    const key = `${line.kitchen_id}:${line.plan_date}:${line.recipe_id}:${line.meal}`
    const kept = byKey.get(key)
    if (!kept) byKey.set(key, { ...line })
    else {
      kept.servings = Math.min(SERVINGS_MAX, kept.servings + line.servings)
      if (line.updated_at > kept.updated_at) kept.updated_at = line.updated_at
    }
  }
  return [...byKey.values()]
}

async function insertLines(db: Kysely<unknown>, table: string, lines: NewLine[]) {
  const raw = db as unknown as Kysely<Record<string, NewLine>>
  for (let at = 0; at < lines.length; at += CHUNK) {
    await raw
      .insertInto(table)
      .values(lines.slice(at, at + CHUNK))
      .execute()
  }
}

/** The highest id the old table ever gave, so no id of a removed line comes back. */
async function lastId(db: Kysely<unknown>, d: DialectSql, table: string): Promise<number> {
  const { rows } = d.pg
    ? await sql<{ n: string | number | null }>`
        select greatest(
          (select max(id) from ${sql.table(table)}),
          (select last_value from ${sql.raw(`${table}_id_seq`)})) as n`.execute(db)
    : await sql<{ n: number | null }>`
        select max(coalesce((select seq from sqlite_sequence where name = ${table}), 0),
          coalesce((select max(id) from ${sql.table(table)}), 0)) as n`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/** `next` becomes `table` (the old one gone), its id counter at least `last`. */
async function takeName(
  db: Kysely<unknown>,
  d: DialectSql,
  next: string,
  table: string,
  last: number,
) {
  await db.schema.dropTable(table).execute()
  await db.schema.alterTable(next).renameTo(table).execute()
  if (d.pg) {
    await sql`alter index ${sql.raw(`${next}_pkey`)} rename to ${sql.raw(`${table}_pkey`)}`.execute(
      db,
    )
    await sql`alter sequence ${sql.raw(`${next}_id_seq`)} rename to ${sql.raw(`${table}_id_seq`)}`.execute(
      db,
    )
    if (last > 0) await sql`select setval(${`${table}_id_seq`}, ${last})`.execute(db)
  } else if (last > 0) {
    await sql`insert into sqlite_sequence (name, seq) select ${table}, 0
      where not exists (select 1 from sqlite_sequence where name = ${table})`.execute(db)
    await sql`update sqlite_sequence set seq = ${last} where name = ${table} and seq < ${last}`.execute(
      db,
    )
  }
}

/**
 * Issue [13]. The plan gets days and belongs to the kitchen: each line carries the kitchen's date
 * it is planned for, and the members of a kitchen plan together. Every line of yesterday's
 * per-person plan (which was "today") moves into its author's kitchen, dated that kitchen's today
 * at the time of the migration, with its id; lines of two members that meet on one dish and meal
 * merge (servings added). The table is rebuilt, since SQLite cannot change a unique key in place.
 */
export const weekPlan: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    const { rows } = await sql<OldLine>`
      select c.id, c.user_id, c.recipe_id, c.servings, c.meal, c.created_at, c.updated_at,
        m.kitchen_id, k.time_zone
      from cart_items c
        left join kitchen_members m on m.user_id = c.user_id
        left join kitchens k on k.id = m.kitchen_id`.execute(db)
    // Every account has a kitchen (accounts are made with one); stop before changing anything
    // rather than drop a line whose author has none.
    const homeless = rows.find((row) => row.kitchen_id === null)
    if (homeless) throw new Error(`cart line ${homeless.id}: its author belongs to no kitchen`)
    const now = Date.now()
    const lines = merge(
      rows.map((row) => ({
        id: Number(row.id),
        kitchen_id: Number(row.kitchen_id),
        user_id: Number(row.user_id),
        recipe_id: Number(row.recipe_id),
        servings: Number(row.servings),
        meal: row.meal,
        plan_date: dayIn(row.time_zone ?? 'Asia/Shanghai', now),
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
    )
    const last = await lastId(db, d, 'cart_items')
    await createPlanTable(db, d, 'cart_items_next')
    await insertLines(db, 'cart_items_next', lines)
    await takeName(db, d, 'cart_items_next', 'cart_items', last)
  },

  /** Back to one plan per person: each line to its author (else the kitchen's owner). */
  async down(db: Kysely<unknown>) {
    const d = dialectSql(db)
    const { rows } = await sql<NewLine & { owner: number | null }>`
      select c.*, (select user_id from kitchen_members o
        where o.kitchen_id = c.kitchen_id and o.role = 'owner') as owner
      from cart_items c`.execute(db)
    const byKey = new Map<string, NewLine>()
    for (const row of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
      const user = row.user_id ?? row.owner
      if (user === null) continue
      const key = `${user}:${row.recipe_id}:${row.meal}`
      const kept = byKey.get(key)
      if (kept) kept.servings = Math.min(SERVINGS_MAX, kept.servings + Number(row.servings))
      else byKey.set(key, { ...row, user_id: Number(user), servings: Number(row.servings) })
    }
    const last = await lastId(db, d, 'cart_items')
    await db.schema
      .createTable('cart_items_next')
      .addColumn('id', d.int, d.autoId)
      .addColumn('user_id', d.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('recipe_id', d.int, (c) =>
        c.notNull().references('recipes.id').onDelete('cascade'),
      )
      .addColumn('servings', d.int, (c) => c.notNull().check(sql`servings between 1 and 20`))
      .addColumn('meal', 'text', (c) => c.notNull().check(MEALS))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('cart_items_user_recipe_meal', ['user_id', 'recipe_id', 'meal'])
      .execute()
    const raw = db as unknown as Kysely<Record<string, object>>
    const old = [...byKey.values()].map((l) => ({
      id: Number(l.id),
      user_id: l.user_id,
      recipe_id: Number(l.recipe_id),
      servings: l.servings,
      meal: l.meal,
      created_at: l.created_at,
      updated_at: l.updated_at,
    }))
    for (let at = 0; at < old.length; at += CHUNK) {
      await raw
        .insertInto('cart_items_next')
        .values(old.slice(at, at + CHUNK))
        .execute()
    }
    await takeName(db, d, 'cart_items_next', 'cart_items', last)
  },
}
