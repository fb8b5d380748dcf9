import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

const LOCATIONS = sql`location in ('fridge', 'freezer', 'pantry', 'other')`
const REASONS = sql`reason in ('purchase', 'cooked', 'discard', 'adjust')`

/**
 * A kitchen's stock and its movements, the kitchen's time zone and invite code, and the indexes
 * stock matching needs to find the dishes that use an ingredient by name.
 */
export const kitchenStock: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await db.schema
      .alterTable('kitchens')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai'))
      .execute()
    await db.schema.alterTable('kitchens').addColumn('invite_code', 'text').execute()
    await db.schema.alterTable('kitchens').addColumn('invite_expires_at', d.int).execute()
    await db.schema
      .createIndex('kitchens_invite_code')
      .unique()
      .on('kitchens')
      .column('invite_code')
      .execute()

    await db.schema
      .createTable('stock_items')
      .addColumn('id', d.int, d.autoId)
      .addColumn('kitchen_id', d.int, (c) =>
        c.notNull().references('kitchens.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('quantity_milli', d.int, (c) => c.notNull().check(sql`quantity_milli >= 0`))
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('min_quantity_milli', d.int, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`min_quantity_milli >= 0`),
      )
      .addColumn('best_before', 'text')
      .addColumn('location', 'text', (c) => c.notNull().check(LOCATIONS))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('stock_items_kitchen')
      .on('stock_items')
      .columns(['kitchen_id', 'id'])
      .execute()
    await db.schema
      .createIndex('stock_items_kitchen_name')
      .on('stock_items')
      .columns(['kitchen_id', 'name_key'])
      .execute()

    await db.schema
      .createTable('stock_movements')
      .addColumn('id', d.int, d.autoId)
      .addColumn('item_id', d.int, (c) =>
        c.notNull().references('stock_items.id').onDelete('cascade'),
      )
      .addColumn('delta_milli', d.int, (c) => c.notNull())
      .addColumn('quantity_after_milli', d.int, (c) =>
        c.notNull().check(sql`quantity_after_milli >= 0`),
      )
      .addColumn('reason', 'text', (c) => c.notNull().check(REASONS))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      // No foreign key: food records come with migration 006 and are never deleted.
      .addColumn('order_id', d.int)
      .addColumn('user_id', d.int, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('stock_movements_item')
      .on('stock_movements')
      .columns(['item_id', 'id'])
      .execute()
    await db.schema
      .createIndex('stock_movements_order')
      .on('stock_movements')
      .column('order_id')
      .where(sql.ref('order_id'), 'is not', null)
      .execute()

    await db.schema
      .createIndex('recipe_ingredients_name')
      .on('recipe_ingredients')
      .columns(['name', 'recipe_id'])
      .execute()
    await db.schema
      .createIndex('recipe_ingredients_alias')
      .on('recipe_ingredients')
      .columns(['alias', 'recipe_id'])
      .where(sql.ref('alias'), 'is not', null)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('recipe_ingredients_alias').execute()
    await db.schema.dropIndex('recipe_ingredients_name').execute()
    await db.schema.dropTable('stock_movements').execute()
    await db.schema.dropTable('stock_items').execute()
    await db.schema.dropIndex('kitchens_invite_code').execute()
    await db.schema.alterTable('kitchens').dropColumn('invite_expires_at').execute()
    await db.schema.alterTable('kitchens').dropColumn('invite_code').execute()
    await db.schema.alterTable('kitchens').dropColumn('time_zone').execute()
  },
}
