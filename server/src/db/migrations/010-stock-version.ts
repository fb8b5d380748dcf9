import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Issue [6]. A kitchen's stock version, raised by the database itself whenever any of its items
 * is added, changed, moved to another kitchen or removed, in the same transaction as the write.
 * A server instance may then keep a kitchen's items in memory and reuse them while the version
 * it reads with the caller's kitchen is unchanged (SPEC §7: the truth stays in the database,
 * every instance sees another's write at its next read). Triggers rather than code in each
 * writer, so no write path (moves, cooking, a kitchen merge, a cascade) can forget it.
 */
export const stockVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table kitchens add column stock_version integer not null default 0`.execute(db)
    await sql`create trigger stock_items_version_insert after insert on stock_items begin
      update kitchens set stock_version = stock_version + 1 where id = new.kitchen_id;
    end`.execute(db)
    await sql`create trigger stock_items_version_update after update on stock_items begin
      update kitchens set stock_version = stock_version + 1
        where id in (old.kitchen_id, new.kitchen_id);
    end`.execute(db)
    await sql`create trigger stock_items_version_delete after delete on stock_items begin
      update kitchens set stock_version = stock_version + 1 where id = old.kitchen_id;
    end`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const kind of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`stock_items_version_${kind}`)}`.execute(db)
    }
    await sql`alter table kitchens drop column stock_version`.execute(db)
  },
}
