import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql, runAll } from './dialect'

// The documents of the dishes already imported (an empty catalogue on a new database).
const copyToDocuments = sql`update recipes set
        ingredients_json = (select json_group_array(
            json_array(name, alias, quantity, quantity_low, unit, note) order by position)
          from recipe_ingredients where recipe_id = recipes.id),
        steps_json = (select json_group_array(
            json_object('text', text, 'image', image, 'timerSeconds', timer_seconds)
            order by position)
          from recipe_steps where recipe_id = recipes.id)`

// PostgreSQL's json_agg gives null, not [], for a dish without lines.
const copyToDocumentsPg = sql`update recipes set
        ingredients_json = coalesce((select json_agg(
            json_build_array(name, alias, quantity, quantity_low, unit, note) order by position)::text
          from recipe_ingredients where recipe_id = recipes.id), '[]'),
        steps_json = coalesce((select json_agg(
            json_build_object('text', text, 'image', image, 'timerSeconds', timer_seconds)
            order by position)::text
          from recipe_steps where recipe_id = recipes.id), '[]')`

/**
 * A dish page in one row read. The steps move from their own table into `recipes.steps_json`,
 * already in the JSON shape the dish answer carries (text, image, timerSeconds): steps are only
 * ever read whole, in order, with their dish. The ingredients keep their table (name, amounts,
 * the raw line and whether it parsed: what stock matching and the import summary query), and
 * `ingredients_json` is their display copy, as [name, alias, quantity, quantity_low, unit, note]
 * arrays that the dish answer scales. The import writes both in the same transaction.
 * Measured at 100,000 recipes: reading the two child B-trees was 60 % of a dish's SQL time.
 */
export const dishDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await runAll(db, [
      sql`alter table recipes add column ingredients_json text not null default '[]'`,
      sql`alter table recipes add column steps_json text not null default '[]'`,
      dialectSql(db).pg ? copyToDocumentsPg : copyToDocuments,
      sql`drop table recipe_steps`,
    ])
  },
  async down(db: Kysely<unknown>) {
    const statements = [
      sql`create table recipe_steps (
        recipe_id integer not null references recipes (id) on delete cascade,
        position integer not null,
        text text not null,
        image text,
        timer_seconds integer,
        primary key (recipe_id, position)
      ) without rowid`,
      sql`insert into recipe_steps (recipe_id, position, text, image, timer_seconds)
        select r.id, step.key, step.value ->> 'text', step.value ->> 'image',
          step.value ->> 'timerSeconds'
        from recipes r, json_each(r.steps_json) step`,
      sql`alter table recipes drop column steps_json`,
      sql`alter table recipes drop column ingredients_json`,
    ]
    for (const statement of statements) await statement.execute(db)
  },
}
