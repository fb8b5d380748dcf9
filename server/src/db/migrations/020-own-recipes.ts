import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql, runAll } from './dialect'

/**
 * Issue [12]. Own recipes live in `recipes` beside the catalogue, so everything that reads a dish
 * reads them: `owner_id` null is a catalogue dish. `kitchen_id` is the owner's kitchen when it was
 * saved (who sees a kitchen recipe is asked of the owner's membership now); `deleted_at` (ms) hides
 * a deleted one everywhere while the food records that name it keep their row. Their search terms
 * go to `recipe_terms`, one row per term and dish, written as the dish is saved: the catalogue's
 * packed blocks are rebuilt whole by an import and are shared by every searcher. `order_items`
 * keeps what was cooked (`dish_json`), since an own recipe may be edited or deleted later.
 */
export const ownRecipes: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await runAll(db, [
      sql`alter table recipes add column owner_id ${d.int}`,
      sql`alter table recipes add column kitchen_id ${d.int}`,
      sql`alter table recipes add column visibility text`,
      sql`alter table recipes add column source text`,
      sql`alter table recipes add column source_url text`,
      sql`alter table recipes add column deleted_at ${d.int}`,
      sql`create index recipes_owner on recipes (owner_id, id)`,
      sql`alter table order_items add column dish_json text`,
    ])
    await db.schema
      .createTable('recipe_terms')
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('recipe_id', d.int, (c) =>
        c.notNull().references('recipes.id').onDelete('cascade'),
      )
      .addColumn('rank', d.int, (c) => c.notNull())
      .addPrimaryKeyConstraint('recipe_terms_pk', ['term', 'recipe_id'])
      .execute()
    await db.schema
      .createIndex('recipe_terms_recipe')
      .on('recipe_terms')
      .column('recipe_id')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recipe_terms').execute()
    await runAll(db, [
      sql`alter table order_items drop column dish_json`,
      sql`drop index recipes_owner`,
      sql`alter table recipes drop column deleted_at`,
      sql`alter table recipes drop column source_url`,
      sql`alter table recipes drop column source`,
      sql`alter table recipes drop column visibility`,
      sql`alter table recipes drop column kitchen_id`,
      sql`alter table recipes drop column owner_id`,
    ])
  },
}
