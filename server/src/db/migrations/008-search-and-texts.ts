import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql, runAll } from './dialect'

/**
 * Issue [7]. Hot searches count people, not requests: one row per term, day and searcher (a
 * user id or a hashed address), so a term counts once per person a day and a term three people
 * searched can be told from one person's thirty tries. The old running totals (raw strings,
 * test traffic) go. Dishes get their time split the way the dish page shows it (prep, cook,
 * waiting apart), and the catalogue remembers the parser version it was imported with, so a
 * server whose cleaning rules changed re-imports once at boot.
 */
export const searchAndTexts: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await runAll(db, [
      sql`create table search_daily (
        term text not null,
        -- UTC date, YYYY-MM-DD
        day text not null,
        who text not null,
        primary key (term, day, who)
      )${d.withoutRowid}`,
      sql`create index search_daily_day on search_daily (day)`,
      sql`drop index search_counts_hot`,
      sql`drop table search_counts`,
      sql`alter table recipes add column prep_minutes ${d.int}`,
      sql`alter table recipes add column cook_minutes ${d.int}`,
      sql`alter table recipes add column wait_minutes ${d.int} not null default 0`,
      sql`alter table catalogue_state add column parser_version ${d.int} not null default 0`,
    ])
  },
  async down(db: Kysely<unknown>) {
    const statements = [
      sql`alter table catalogue_state drop column parser_version`,
      sql`alter table recipes drop column wait_minutes`,
      sql`alter table recipes drop column cook_minutes`,
      sql`alter table recipes drop column prep_minutes`,
      sql`create table search_counts (
        term text primary key,
        count integer not null,
        last_searched_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      )`,
      sql`create index search_counts_hot on search_counts (count desc, term)`,
      sql`drop table search_daily`,
    ]
    for (const statement of statements) await statement.execute(db)
  },
}
