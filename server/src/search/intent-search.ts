import type { Locale } from '../../../types/api'
import type { SearchFilter } from '../../../types/recipes'
import { CATEGORIES } from '../recipes/categories'
import { findDishes } from './find'
import type { Found, Hit, Popularities } from './hit'
import { isSoft, NOT_DISHES, passesAll, type FilterRow } from './filters'
import { foreignConcepts } from './foreign'
import { findForeign } from './foreign-find'
import { readIntent } from './intent'
import { idOfPosting, rankOfPosting } from './postings'
import { compareRanked, Level, levelOf } from './ranking'
import type { FilterWhere, SearchRepository } from './repository'
import { beyondIndex, codePoints, indexedPrefix, kindOfRank, MatchKind, rankOf } from './terms'
import { searchKey } from './text'
import { toSimplified } from './simplified'
import { understandQuery } from './understand'

/** Dishes a filtered query looks through, at most; past them the total is a floor. */
export const FILTER_POOL = 500

export interface IntentFound extends Found {
  /** The words read as filters (none when the query was a dish's exact title). */
  filters: SearchFilter[]
}

/** Whether the query is some dish's exact title (酸辣土豆丝 is a dish, not "spicy" + 酸土豆丝). */
async function namesTitle(repo: SearchRepository, key: string, categoryId: number) {
  if (beyondIndex(key)) {
    // Longer than the index holds: the titles that start so, read and compared.
    const ids = (await repo.candidates(indexedPrefix(key), categoryId, 20)).map(idOfPosting)
    return (await repo.rows(ids)).some((row) => row && searchKey(row.title) === key)
  }
  const { postings } = await repo.page(key, categoryId, 0, 1)
  const first = postings[0]
  return first !== undefined && levelOf(rankOfPosting(first), key, true) === Level.exactTitle
}

/** Whether a key is found in some title as written or as its pinyin (the index's best). */
async function spellsTitle(repo: SearchRepository, key: string, categoryId: number) {
  if (beyondIndex(key)) return namesTitle(repo, key, categoryId)
  const first = (await repo.page(key, categoryId, 0, 1)).postings[0]
  return first !== undefined && kindOfRank(rankOfPosting(first)) <= MatchKind.initials
}

/** What the database can check of the filters; the rest is checked on each row. */
function whereOf(filters: SearchFilter[], categoryId: number): FilterWhere {
  const where: FilterWhere = categoryId ? { categoryId } : {}
  for (const f of filters) {
    if (f.kind === 'time') where.maxMinutes = Number(f.value)
    if (f.kind === 'ease') where.maxDifficulty = 2
    const category = CATEGORIES.find((c) => c.key === f.value)
    if (f.kind === 'category' && category && !categoryId) where.categoryId = category.id
  }
  return where
}

function paged(hits: Hit[], offset: number, limit: number, capped: boolean, key: string): Found {
  return { page: hits.slice(offset, offset + limit), total: hits.length, capped, key }
}

/** Rows read per step of an intent-only search, and steps at most (then the total is a floor). */
const FILTER_CHUNK = 1000
const FILTER_STEPS = 4

/**
 * Intent words alone ("快手菜", "早餐"): the dishes meeting them, the most popular first, then
 * the easiest and quickest. Read along the ids in steps until FILTER_POOL dishes pass (a walk
 * on the primary key, never a sort of every dish); past that the total is a floor.
 */
async function filteredOnly(
  repo: SearchRepository,
  popularity: Popularities,
  filters: SearchFilter[],
  categoryId: number,
  offset: number,
  limit: number,
): Promise<Found> {
  // Sauces and semi-finished goods are not what "快手菜" asks for, unless a category says so.
  const anyKind = categoryId !== 0 || filters.some((f) => f.kind === 'category')
  const where = whereOf(filters, categoryId)
  const kept: (FilterRow & { id: number })[] = []
  let capped = false
  for (let step = 0, after = 0; kept.length < FILTER_POOL; step++) {
    if (step === FILTER_STEPS) {
      capped = true
      break
    }
    const rows = await repo.filterable(where, after, FILTER_CHUNK)
    for (const row of rows) {
      if ((anyKind || !NOT_DISHES.has(row.category_id)) && passesAll(row, filters)) kept.push(row)
    }
    if (rows.length < FILTER_CHUNK) break
    after = rows[rows.length - 1]?.id ?? after
  }
  capped ||= kept.length > FILTER_POOL
  // A dish for guests shows some work: the more elaborate first.
  const guests = filters.some((f) => f.value === 'guests') ? -1 : 1
  const pop = (id: number) => popularity.get(id) ?? 0
  kept.sort(
    (a, b) =>
      pop(b.id) - pop(a.id) ||
      guests * (a.difficulty - b.difficulty) ||
      (a.total_minutes ?? 1e5) - (b.total_minutes ?? 1e5) ||
      a.id - b.id,
  )
  const pool = kept.slice(0, FILTER_POOL)
  const pageRows = await repo.rows(pool.slice(offset, offset + limit).map((r) => r.id))
  const page = pageRows.flatMap((row): Hit[] => {
    if (!row) return []
    const length = codePoints(row.title)
    const rank = rankOf(MatchKind.title, 0, length, length)
    const highlight = { field: 'title' as const, text: row.title, ranges: [] }
    // Not the exact-title level: the hot list counts the words searched, not the first dish.
    const level = Level.ingredient
    return [{ id: row.id, rank, level, popularity: pop(row.id), row, terms: [], highlight }]
  })
  return { page, total: pool.length, capped, key: '' }
}

/** Hits meeting the hard filters, those meeting the soft ones first (each group in order). */
function filtered(hits: Hit[], filters: SearchFilter[]): Hit[] {
  const hard = filters.filter((f) => !isSoft(f))
  const soft = filters.filter(isSoft)
  const kept = hits.filter((hit) => passesAll(hit.row, hard))
  if (soft.length === 0) return kept
  const first = new Set(kept.filter((hit) => passesAll(hit.row, soft)))
  return [...first, ...kept.filter((hit) => !first.has(hit))]
}

/**
 * A search as the cook meant it (SPEC §8.4): intent words become filters, en / es / fr words
 * the catalogue's Chinese, Traditional characters Simplified; the rest is found as before
 * (find.ts). An exact title is always itself, whatever words it holds.
 */
export async function findWithIntent(
  repo: SearchRepository,
  popularity: Popularities,
  q: string,
  locale: Locale,
  categoryId: number,
  offset: number,
  limit: number,
): Promise<IntentFound> {
  const simplified = toSimplified(q)
  let intent = readIntent(q)
  if (intent.filters.length > 0 && (await namesTitle(repo, searchKey(simplified), categoryId))) {
    intent = { filters: [], rest: q }
  }
  const { filters, rest } = intent
  if (rest === '') {
    const found = await filteredOnly(repo, popularity, filters, categoryId, offset, limit)
    return { ...found, key: searchKey(simplified), filters }
  }
  // Latin words may be another language's names for the catalogue's Chinese, unless they are
  // a title's own letters or its pinyin as typed ("mojito", "yuxiang").
  let concepts = /[a-z]/i.test(rest) ? foreignConcepts(rest, locale) : null
  if (concepts && (await spellsTitle(repo, searchKey(toSimplified(rest)), categoryId))) {
    concepts = null
  }
  if (concepts) {
    const { hits, capped } = await findForeign(repo, popularity, concepts, categoryId)
    hits.sort(compareRanked)
    const key = concepts.map((c) => c.phrase).join(' ')
    return { ...paged(filtered(hits, filters), offset, limit, capped, key), filters }
  }
  const understood = understandQuery(toSimplified(rest))
  if (filters.length === 0) {
    return {
      ...(await findDishes(repo, popularity, understood, categoryId, offset, limit)),
      filters,
    }
  }
  const pool = await findDishes(repo, popularity, understood, categoryId, 0, FILTER_POOL)
  const capped = pool.capped || pool.total > FILTER_POOL
  const kept = filtered(pool.page, filters)
  if (kept.length === 0) {
    // Nothing meets the words read as intent: they may belong to a misspelt title (酸辣土豆思
    // is 酸辣土豆丝 with 丝 misheard, not "spicy" + 酸土豆思).
    const whole = understandQuery(simplified)
    const asTitle = await findDishes(repo, popularity, whole, categoryId, offset, limit)
    if (asTitle.page[0] && namesDish(asTitle.page[0])) return { ...asTitle, filters: [] }
  }
  return { ...paged(kept, offset, limit, capped, pool.key), filters }
}

/**
 * Whether a hit was found by the whole query in its title: as written, by a synonym, by its
 * sound, or one character off (typos.ts levels), not by parts or ingredients.
 */
function namesDish(hit: Hit): boolean {
  const typo = Level.homophone * 1000
  return hit.level <= Level.homophone || (hit.level >= typo && hit.level < typo + 1000)
}
