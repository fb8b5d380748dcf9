/**
 * What each per-process cache of the catalogue saves (docs/caches.md): the read a miss makes,
 * timed in process on a seeded database against the kept copy's hit, one call at a time.
 *
 *   npx tsx bench/caches.ts [--data <os.tmpdir()>/sichu-bench-100000]
 */
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { catalogueClock } from '../server/src/db/catalogue-clock'
import { compiledQuery } from '../server/src/db/compiled-query'
import { openDatabase, type Db } from '../server/src/db/open-database'
import { readFeed, readOrder } from '../server/src/recipes/orders'
import { popularityOf } from '../server/src/recipes/popularity'
import { createRecipeRepository } from '../server/src/recipes/repository'
import { summaryCache } from '../server/src/recipes/summary-cache'
import { SUMMARY_FIELDS, toSummary } from '../server/src/recipes/summary'
import { decodeBlock } from '../server/src/search/postings'
import { createSearchRepository } from '../server/src/search/repository'
import { searchDishes } from '../server/src/search/search-dishes'
import { createIngredientRepository } from '../server/src/stock/ingredient-repository'
import { median } from './old-tree'

async function time(calls: number, call: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < Math.min(50, calls); i++) await call(i)
  const samples: number[] = []
  for (let i = 0; i < calls; i++) {
    const started = performance.now()
    await call(i)
    samples.push((performance.now() - started) * 1000)
  }
  return median(samples)
}

const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(1)} ms` : `${us.toFixed(1)} µs`)

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: path.join(os.tmpdir(), 'sichu-bench-100000') },
    },
  })
  const db: Db = openDatabase(path.join(values.data, 'sichu.db'))
  const clock = catalogueClock(db)
  await clock.check(true)
  const recipes = createRecipeRepository(db)
  const search = createSearchRepository(db)
  const rows: [string, string, string][] = []
  const row = (name: string, miss: number, hit: number) => rows.push([name, fmt(miss), fmt(hit)])

  const ids = Array.from({ length: 20 }, (_, i) => 1000 + i * 37)
  await summaryCache(db).get(ids)
  row(
    'summary rows, a page of 20',
    await time(300, async () => {
      const found = await db
        .selectFrom('recipes')
        .select([...SUMMARY_FIELDS, 'title_pinyin', 'search_names'])
        .where('id', 'in', ids)
        .execute()
      for (const r of found) JSON.stringify(toSummary(r))
    }),
    await time(3000, () => summaryCache(db).get(ids)),
  )

  const blocks = compiledQuery(db, 2, (term: string, category: number) =>
    db
      .selectFrom('search_blocks')
      .select(['block', 'hits', 'postings'])
      .where('term', '=', term)
      .where('category_id', '=', category)
      .where('block', '<=', 0),
  )
  await search.page('红烧', 0, 0, 20)
  row(
    'postings block (红烧, page 1)',
    await time(1000, async () => {
      for (const r of await blocks('红烧', 0)) new Float64Array(decodeBlock(r.postings as Buffer))
    }),
    await time(3000, () => search.page('红烧', 0, 0, 20)),
  )

  const q = { q: '番茄炒蛋', page: 1, pageSize: 20 }
  await searchDishes(search, q, false)
  const kept = await time(1000, () => searchDishes(search, q, false))
  const get = search.answers.get
  search.answers.get = () => undefined
  row(
    'search answer (番茄炒蛋, synonyms merged)',
    await time(300, () => searchDishes(search, q, false)),
    kept,
  )
  search.answers.get = get

  row(
    'popularity (dishes above 0)',
    await time(100, () =>
      db
        .selectFrom('recipes')
        .select(['id', 'category_id', 'popularity'])
        .where('popularity', '>', 0)
        .execute(),
    ),
    await time(3000, () => popularityOf(db).current()),
  )
  const list = { categoryId: 2, sort: 'easiest' as const, page: 3, pageSize: 20 }
  await recipes.list(list, false)
  row(
    'list order (easiest, one category)',
    await time(20, () => readOrder(db, 'easiest', 2)),
    await time(3000, () => recipes.list(list, false)),
  )
  row(
    'list order (easiest, all)',
    await time(10, () => readOrder(db, 'easiest', undefined)),
    await time(3000, () => recipes.list({ ...list, categoryId: undefined }, false)),
  )
  await recipes.recommended(1, 20, false)
  row(
    'feed order (the day’s)',
    await time(10, () => readFeed(db, '2026-11-26')),
    await time(3000, () => recipes.recommended(1, 20, false)),
  )
  await recipes.pool()
  row(
    'today-eat pool',
    await time(10, () =>
      db.selectFrom('recipes').select(['id', 'category_id', 'difficulty']).orderBy('id').execute(),
    ),
    await time(3000, () => recipes.pool()),
  )
  await recipes.categories()
  row(
    'categories',
    await time(1000, () =>
      db
        .selectFrom('categories')
        .select(['id', 'key', 'name', 'recipe_count'])
        .orderBy('id')
        .execute(),
    ),
    await time(3000, () => recipes.categories()),
  )
  await recipes.needsOf(1234)
  row(
    'a dish’s needs (stock plans)',
    await time(1000, async () => {
      const r = await db
        .selectFrom('recipes')
        .select(['servings', 'ingredients_json'])
        .where('id', '=', 1234)
        .executeTakeFirst()
      JSON.parse(r?.ingredients_json ?? '[]')
    }),
    await time(3000, () => recipes.needsOf(1234)),
  )
  const ingredients = createIngredientRepository(db)
  await ingredients.suggest('鸡', 10)
  row(
    'ingredient names (suggestions)',
    await time(3, () =>
      db
        .selectFrom('recipe_ingredients')
        .select(['name', (eb) => eb.fn.count<number>('recipe_id').distinct().as('recipes')])
        .where(sql<number>`length(name)`, '<=', 12)
        .groupBy('name')
        .execute(),
    ),
    await time(300, () => ingredients.suggest('鸡', 10)),
  )
  row(
    'the versions (db/catalogue-clock.ts)',
    await time(3000, () => clock.check(true)),
    await time(3000, () => clock.check(false)),
  )
  const address = '203.0.113.7'
  row(
    'hashed address (remembered)',
    await time(3000, () => createHash('sha256').update(address).digest('base64url').slice(0, 16)),
    0,
  )
  console.log(
    [
      `Per-process caches on ${values.data} (median of one call at a time, in process; load average ${os.loadavg()[0]?.toFixed(1)})`,
      '',
      '| kept copy | a miss (the read it saves) | a hit |',
      '|---|---:|---:|',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n'),
  )
  await db.destroy()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
