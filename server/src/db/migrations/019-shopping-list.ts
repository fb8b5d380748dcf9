import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

/**
 * Issue [13]. The kitchen's shopping list: what it computes from the plan and the stock needs no
 * table; these hold what people add and do to it. Manual items; the ticks and deletions of
 * computed items, by the item's stable key; and the put-aways already done, by idempotency key.
 */
export const shoppingList: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await db.schema
      .createTable('shopping_items')
      .addColumn('id', d.int, d.autoId)
      .addColumn('kitchen_id', d.int, (c) =>
        c.notNull().references('kitchens.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      // Null: no amount given ("buy some").
      .addColumn('quantity_milli', d.int, (c) => c.check(sql`quantity_milli > 0`))
      .addColumn('unit', 'text')
      .addColumn('checked', d.int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', d.int, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('shopping_items_kitchen')
      .on('shopping_items')
      .columns(['kitchen_id', 'id'])
      .execute()

    await db.schema
      .createTable('shopping_marks')
      .addColumn('kitchen_id', d.int, (c) =>
        c.notNull().references('kitchens.id').onDelete('cascade'),
      )
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('checked', d.int, (c) => c.notNull().defaultTo(0))
      // Deleted while the plan asked for exactly this (the item's fingerprint); null: shown.
      .addColumn('hidden_for', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shopping_marks_pk', ['kitchen_id', 'item_key'])
      .execute()

    await db.schema
      .createTable('shopping_put_aways')
      .addColumn('kitchen_id', d.int, (c) =>
        c.notNull().references('kitchens.id').onDelete('cascade'),
      )
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      // The stock items it filled, as a JSON array of ids, to answer a repeat with.
      .addColumn('item_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shopping_put_aways_pk', ['kitchen_id', 'idempotency_key'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['shopping_put_aways', 'shopping_marks', 'shopping_items']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
