import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Issue [10]. A counter raised in the transaction of every write that moves a dish's figures
 * (rating, favourite count, popularity: recipes/figures.ts). Every server instance keeps dish
 * summaries and the popularity that ranks search and the popular list; it reads this counter
 * (with the catalogue's version) on each logged-in request and at most every half second
 * otherwise, and reads the figures again when it moved. A table of its own, not a column of
 * catalogue_state: an import holds that row for its whole transaction, and a favourite must not
 * wait for an import.
 */
export const figuresVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('figures_state')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute()
    await sql`insert into figures_state (id, version) values (1, 0)`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('figures_state').execute()
  },
}
