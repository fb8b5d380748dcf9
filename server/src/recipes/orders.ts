import type { RecipeSort } from '../../../types/recipes'
import type { Db } from '../db/open-database'
import { seededRandom, seedOf, shuffle } from '../lib/seeded-random'
import type { Popularity } from './popularity'

/** The sorts read as an id query; `popular` is made from the popularity and the id order. */
export type StoredSort = Exclude<RecipeSort, 'popular'> | 'id'

/**
 * Every id of a list in its order (of one category, or all): a page is then a slice, where an
 * `offset` query read and skipped every row before the page. 400 KB per order at 100,000
 * dishes, read once per catalogue version. Ties are broken by id, so pages never repeat or skip
 * a dish; dishes without a time come first in the quickest order (as SQLite sorts nulls, made
 * explicit for PostgreSQL).
 */
export async function readOrder(
  db: Db,
  sort: StoredSort,
  categoryId: number | undefined,
): Promise<Int32Array> {
  // The catalogue's lists: own recipes (migration 020) are found in search and "mine".
  let query = db.selectFrom('recipes').select('id').where('owner_id', 'is', null)
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId)
  if (sort === 'newest') query = query.orderBy('id', 'desc')
  else if (sort === 'easiest') query = query.orderBy('difficulty').orderBy('id')
  else if (sort === 'quickest') {
    query = query.orderBy('total_minutes', (o) => o.asc().nullsFirst()).orderBy('id')
  } else query = query.orderBy('id')
  const rows = await query.execute()
  return Int32Array.from(rows, (row) => row.id)
}

/**
 * The popular order: the dishes anyone favourited or cooked, most popular first (then by id),
 * then every other dish by id; the same as `order by popularity desc, id`, made in memory from
 * the popularity the search ranks with, so a favourite moves the list at the same moment on
 * every instance, without reading 100,000 ids again.
 */
export function popularOrder(
  byId: Int32Array,
  popularity: Popularity,
  categoryId: number | undefined,
): Int32Array {
  const top: [number, number][] = []
  for (const [id, value] of popularity.byId) {
    if (categoryId === undefined || popularity.categoryOf.get(id) === categoryId) {
      top.push([id, value])
    }
  }
  top.sort((a, b) => b[1] - a[1] || a[0] - b[0])
  const ids = new Int32Array(byId.length + top.length)
  let n = 0
  for (const [id] of top) ids[n++] = id
  for (const id of byId) if (!popularity.byId.has(id)) ids[n++] = id
  return ids.subarray(0, n)
}

/** All ids in a day's feed order: dishes with a photo first, each group shuffled by the date. */
export async function readFeed(db: Db, day: string): Promise<Int32Array> {
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'cover'])
    .where('owner_id', 'is', null)
    .orderBy('id')
    .execute()
  const random = seededRandom(seedOf(day))
  const withPhoto = rows.filter((r) => r.cover !== null).map((r) => r.id)
  const without = rows.filter((r) => r.cover === null).map((r) => r.id)
  return Int32Array.from([...shuffle(withPhoto, random), ...shuffle(without, random)])
}
