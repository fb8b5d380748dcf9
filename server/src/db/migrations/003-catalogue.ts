import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql, runAll } from './dialect'

/**
 * The recipe catalogue and its search index. Written as SQL because most of it is what Kysely's
 * builder cannot say (WITHOUT ROWID, descending index columns), with what differs between SQLite
 * and PostgreSQL from ./dialect.
 */
export const catalogue: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await runAll(db, [
      sql`create table categories (
        id ${d.rowId},
        key text not null unique,
        name text not null,
        -- Kept by the importer so listing categories never counts recipes.
        recipe_count ${d.int} not null default 0
      )`,
      sql`insert into categories (id, key, name) values
        (1, 'meat', '荤菜'), (2, 'vegetable', '素菜'), (3, 'aquatic', '水产'),
        (4, 'breakfast', '早餐'), (5, 'staple', '主食'), (6, 'soup', '汤'),
        (7, 'dessert', '甜品'), (8, 'drink', '饮品'), (9, 'condiment', '调料'),
        (10, 'semi-finished', '半成品加工')`,
      sql`create table recipes (
        id ${d.rowId},
        category_id ${d.int} not null references categories (id),
        title text not null,
        cover text,
        difficulty ${d.int} not null check (difficulty between 1 and 5),
        total_minutes ${d.int},
        rating ${d.float} not null default 0,
        favorite_count ${d.int} not null default 0,
        -- The "popular" order; later issues (favourites, ratings) raise it.
        popularity ${d.int} not null default 0,
        servings ${d.int} not null default 1 check (servings >= 1),
        -- One pinyin syllable per title unit, space separated, for pinyin highlights.
        title_pinyin text not null default '',
        -- Ingredient names and aliases ("name\\u001falias" lines) for ingredient highlights.
        search_names text not null default '',
        description text not null default '',
        tips text not null default '',
        images text not null default '[]',
        source_id text not null unique,
        source_hash text not null,
        created_at text not null default ${d.nowText},
        updated_at text not null default ${d.nowText}
      )`,
      sql`create index recipes_popular on recipes (popularity desc, id)`,
      sql`create index recipes_category_popular on recipes (category_id, popularity desc, id)`,
      sql`create index recipes_category on recipes (category_id)`,
      sql`create index recipes_easiest on recipes (difficulty, id)`,
      sql`create index recipes_category_easiest on recipes (category_id, difficulty, id)`,
      sql`create index recipes_quickest on recipes (total_minutes, id)`,
      sql`create index recipes_category_quickest on recipes (category_id, total_minutes, id)`,
      sql`create table recipe_ingredients (
        recipe_id ${d.int} not null references recipes (id) on delete cascade,
        position ${d.int} not null,
        name text not null,
        alias text,
        quantity ${d.float},
        quantity_low ${d.float},
        unit text,
        note text,
        raw text not null,
        parsed ${d.int} not null default 1 check (parsed in (0, 1)),
        primary key (recipe_id, position)
      )${d.withoutRowid}`,
      sql`create table recipe_steps (
        recipe_id ${d.int} not null references recipes (id) on delete cascade,
        position ${d.int} not null,
        text text not null,
        image text,
        timer_seconds ${d.int},
        primary key (recipe_id, position)
      )${d.withoutRowid}`,
      // The inverted index: for each term (and category, 0 = all), its postings in rank order,
      // packed in blocks of 256 (rank, recipe id) pairs. A page of results is one or two blocks.
      sql`create table search_blocks (
        term text not null,
        category_id ${d.int} not null,
        block ${d.int} not null,
        -- How many recipes the term finds in that category (the same in every block).
        hits ${d.int} not null,
        postings ${d.bytes} not null,
        primary key (term, category_id, block)
      )${d.withoutRowid}`,
      sql`create table search_counts (
        term text primary key,
        count ${d.int} not null,
        last_searched_at text not null default ${d.nowText}
      )`,
      sql`create index search_counts_hot on search_counts (count desc, term)`,
      // Bumped by every import that changes something, so servers drop their caches.
      sql`create table catalogue_state (
        id ${d.int} primary key check (id = 1),
        version ${d.int} not null
      )`,
      sql`insert into catalogue_state (id, version) values (1, 0)`,
    ])
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'catalogue_state',
      'search_counts',
      'search_blocks',
      'recipe_steps',
      'recipe_ingredients',
      'recipes',
      'categories',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
