import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql, runAll } from './dialect'

const KINDS = ['insert', 'update', 'delete'] as const

// SQLite: one trigger per kind of write, each with its statement.
const sqliteTriggers = [
  sql`create trigger stock_items_version_insert after insert on stock_items begin
      update kitchens set stock_version = stock_version + 1 where id = new.kitchen_id;
    end`,
  sql`create trigger stock_items_version_update after update on stock_items begin
      update kitchens set stock_version = stock_version + 1
        where id in (old.kitchen_id, new.kitchen_id);
    end`,
  sql`create trigger stock_items_version_delete after delete on stock_items begin
      update kitchens set stock_version = stock_version + 1 where id = old.kitchen_id;
    end`,
]

// PostgreSQL: the same three triggers (same names, same rows touched) run one PL/pgSQL function.
const postgresTriggers = [
  sql`create function stock_items_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update kitchens set stock_version = stock_version + 1 where id = new.kitchen_id;
      elsif tg_op = 'UPDATE' then
        update kitchens set stock_version = stock_version + 1
          where id in (old.kitchen_id, new.kitchen_id);
      else
        update kitchens set stock_version = stock_version + 1 where id = old.kitchen_id;
      end if;
      return null;
    end $$`,
  ...KINDS.map(
    (kind) => sql`create trigger ${sql.raw(`stock_items_version_${kind}`)}
      after ${sql.raw(kind)} on stock_items for each row execute function stock_items_version()`,
  ),
]

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
    const d = dialectSql(db)
    await sql`alter table kitchens add column stock_version ${d.int} not null default 0`.execute(db)
    await runAll(db, d.pg ? postgresTriggers : sqliteTriggers)
  },
  async down(db: Kysely<unknown>) {
    const pg = dialectSql(db).pg
    for (const kind of KINDS) {
      const name = sql.raw(`stock_items_version_${kind}`)
      await (pg ? sql`drop trigger ${name} on stock_items` : sql`drop trigger ${name}`).execute(db)
    }
    if (pg) await sql`drop function stock_items_version()`.execute(db)
    await sql`alter table kitchens drop column stock_version`.execute(db)
  },
}
