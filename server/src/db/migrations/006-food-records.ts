import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

const MEALS = sql`meal in ('breakfast', 'lunch', 'dinner', 'snack')`
const STATUSES = sql`status in ('planned', 'cooked', 'cancelled')`

/** Favourites, today's plan (cart) and food records (orders) with their dishes. */
export const foodRecords: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await db.schema
      .createTable('favorites')
      .addColumn('id', d.int, d.autoId)
      .addColumn('user_id', d.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('recipe_id', d.int, (c) =>
        c.notNull().references('recipes.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('favorites_user_recipe', ['user_id', 'recipe_id'])
      .execute()
    await db.schema.createIndex('favorites_recipe').on('favorites').column('recipe_id').execute()

    await db.schema
      .createTable('cart_items')
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

    await db.schema
      .createTable('orders')
      .addColumn('id', d.int, d.autoId)
      .addColumn('user_id', d.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(STATUSES))
      .addColumn('meal', 'text', (c) => c.notNull().check(MEALS))
      .addColumn('eat_at', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('rating', d.int, (c) => c.check(sql`rating between 1 and 5`))
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('stock_taken', d.int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('cooked_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addUniqueConstraint('orders_user_key', ['user_id', 'idempotency_key'])
      .execute()
    await db.schema
      .createIndex('orders_user_eat')
      .on('orders')
      .columns(['user_id', 'eat_at', 'id'])
      .execute()
    await db.schema
      .createIndex('orders_user_status_eat')
      .on('orders')
      .columns(['user_id', 'status', 'eat_at', 'id'])
      .execute()

    await db.schema
      .createTable('order_items')
      .addColumn('order_id', d.int, (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('position', d.int, (c) => c.notNull())
      .addColumn('recipe_id', d.int, (c) => c.notNull().references('recipes.id'))
      .addColumn('servings', d.int, (c) => c.notNull().check(sql`servings between 1 and 20`))
      .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'position'])
      .execute()
    await db.schema
      .createIndex('order_items_recipe')
      .on('order_items')
      .column('recipe_id')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['order_items', 'orders', 'cart_items', 'favorites']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
