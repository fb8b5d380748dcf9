import type { Locale } from '../../../types/api'
import type { SearchHighlight, SearchPage } from '../../../types/recipes'
import { pageJson } from '../lib/json-text'
import { summaryJsonIn } from '../recipes/summary-cache'
import { answerKey, type CachedAnswer } from './answer-cache'
import type { Found, Hit } from './hit'
import { findWithIntent } from './intent-search'
import { pinyinRanges } from './pinyin'
import { Level } from './ranking'
import { readerHighlight } from './reader-highlight'
import type { SearchRepository, SearchRow } from './repository'
import { codePoints, decodeNames, kindOfRank, MatchKind, rankOf } from './terms'
import { normalText, rangesIn, searchKey, type NormalText } from './text'
import type { Freshness } from '../db/catalogue-clock'

/** Longer searches are answered but not counted among the hot searches. */
export const MAX_COUNTED_TERM = 20

export interface SearchQuery {
  q: string
  /** Who searched (a user id or an address), counted once a day among the hot searches. */
  who?: string
  categoryId?: number
  page: number
  pageSize: number
  /** The reader's language: en / es / fr words are read in it first (foreign.ts). */
  locale?: Locale
  /**
   * Where the page starts when not at (page - 1) * pageSize: after the caller's own recipes,
   * which a search lists first (own-hits.ts), the catalogue's hits start earlier.
   */
  offset?: number
}

/** A SearchPage whose dishes are still rows (their summaries kept as JSON text). */
export interface SearchResult extends Omit<SearchPage, 'list'> {
  list: { row: SearchRow; highlight: SearchHighlight }[]
  /** The kept page it was answered from: with the rows' summaries, it determines the answer. */
  answer: CachedAnswer
}

/**
 * A search as the hot list counts it: NFKC, lower case, single spaces and none next to a Han
 * character (search ignores spaces, so "可乐 鸡翅" and "可乐鸡翅" are one term).
 */
export function displayTerm(q: string): string {
  return q
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ (?=[\u3400-\u4dbf\u4e00-\u9fff])|(?<=[\u3400-\u4dbf\u4e00-\u9fff]) /g, '')
    .toLowerCase()
}

/** An ingredient name or alias as shown, and as search sees it. */
interface NameText {
  text: string
  key: string
  normal: NormalText
}

/** What highlighting needs of a row, worked out once per cached row. */
interface RowText {
  title: NormalText
  syllables: string[]
  ingredient: NameText[]
  alias: NameText[]
}

const rowTexts = new WeakMap<SearchRow, RowText>()

function rowText(row: SearchRow): RowText {
  let text = rowTexts.get(row)
  if (!text) {
    const names = decodeNames(row.search_names)
    const keyed = (texts: (string | null)[]) =>
      texts.flatMap((t) => (t ? [{ text: t, key: searchKey(t), normal: normalText(t) }] : []))
    text = {
      title: normalText(row.title),
      // The same array each time, so pinyinRuns finds its runs cached.
      syllables: row.title_pinyin ? row.title_pinyin.split(' ') : [],
      ingredient: keyed(names.map((n) => n.name)),
      alias: keyed(names.map((n) => n.alias)),
    }
    rowTexts.set(row, text)
  }
  return text
}

/** The ingredient name (or alias) that matched best: earliest match, then shortest text. */
function ingredientHighlight(row: SearchRow, key: string, kind: MatchKind): SearchHighlight {
  const field = kind === MatchKind.alias ? 'alias' : 'ingredient'
  let best: { name: NameText; rank: number } | undefined
  for (const name of rowText(row)[field]) {
    const at = name.key.indexOf(key)
    if (at < 0) continue
    const rank = rankOf(kind, codePoints(name.key.slice(0, at)), codePoints(name.key), 0)
    if (!best || rank < best.rank) best = { name, rank }
  }
  if (!best) return { field, text: row.title, ranges: rangesIn(rowText(row).title, key) }
  return { field, text: best.name.text, ranges: rangesIn(best.name.normal, key) }
}

/** Which part of the dish matched, with the matched characters as ranges of the shown text. */
export function highlightOf(row: SearchRow, key: string, rank: number): SearchHighlight {
  const kind = kindOfRank(rank)
  if (kind === MatchKind.pinyin || kind === MatchKind.initials) {
    const how = kind === MatchKind.pinyin ? 'full' : 'initial'
    return {
      field: 'pinyin',
      text: row.title,
      ranges: pinyinRanges(row.title, rowText(row).syllables, key, how),
    }
  }
  if (kind === MatchKind.ingredient || kind === MatchKind.alias) {
    return ingredientHighlight(row, key, kind)
  }
  return { field: 'title', text: row.title, ranges: rangesIn(rowText(row).title, key) }
}

/** Title ranges of every term, merged where they touch (parts and partial matches mark several). */
function titleRanges(row: SearchRow, terms: string[]): [number, number][] {
  const ranges = terms
    .flatMap((term) => rangesIn(rowText(row).title, term))
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

function hitHighlight(hit: Hit): SearchHighlight {
  if (hit.highlight) return hit.highlight
  const kind = kindOfRank(hit.rank)
  if (hit.terms.length === 1 || (kind !== MatchKind.title && kind !== MatchKind.ingredient)) {
    const highlight = highlightOf(hit.row, hit.terms[0] ?? '', hit.rank)
    if (hit.terms.length === 1 || highlight.ranges.length > 0) return highlight
  }
  if (kind === MatchKind.title) {
    return { field: 'title', text: hit.row.title, ranges: titleRanges(hit.row, hit.terms) }
  }
  for (const term of hit.terms) {
    const highlight = ingredientHighlight(hit.row, term, MatchKind.ingredient)
    if (highlight.field === 'ingredient' && highlight.ranges.length > 0) return highlight
  }
  return { field: 'title', text: hit.row.title, ranges: titleRanges(hit.row, hit.terms) }
}

/**
 * The term the hot list counts for a search: the dish's title when the query named it
 * (可乐鸡翅的做法 → 可乐鸡翅), the characters a pinyin or sound-alike query spelled (hsr →
 * 红烧肉, 宫爆鸡丁 → 宫保鸡丁), else the query without its filler.
 */
export function resolvedTerm(q: string, found: Found, top?: SearchHighlight): string {
  const hit = found.page[0]
  if (hit && (hit.level === Level.exactTitle || searchKey(hit.row.title) === found.key)) {
    return displayTerm(hit.row.title)
  }
  if (top?.field === 'pinyin' && top.ranges.length > 0) {
    return displayTerm(top.ranges.map(([start, end]) => top.text.slice(start, end)).join(''))
  }
  return displayTerm(found.key === searchKey(q) ? q : found.key)
}

/** A page found anew, kept for the next identical search. */
async function freshAnswer(
  repo: SearchRepository,
  query: SearchQuery,
  popularity: ReadonlyMap<number, number>,
): Promise<Answer> {
  const offset = query.offset ?? (query.page - 1) * query.pageSize
  const found = await findWithIntent(
    repo,
    popularity,
    query.q,
    query.locale ?? 'zh-Hans',
    query.categoryId ?? 0,
    offset,
    query.pageSize,
  )
  const list: SearchResult['list'] = found.page.map((hit) => ({
    row: hit.row,
    highlight: hitHighlight(hit),
  }))
  const cached: CachedAnswer = {
    ids: list.map((item) => item.row.id),
    highlights: list.map((item) => item.highlight),
    // A page past the last has nothing to add to what was found (its offset is no count).
    total: list.length > 0 ? Math.max(found.total, offset + list.length) : found.total,
    hasMore: offset + list.length < found.total,
    totalCapped: found.capped,
    term: resolvedTerm(query.q, found, list[0]?.highlight),
    popularity,
    filters: found.filters,
  }
  return { cached, list }
}

interface Answer {
  cached: CachedAnswer
  list: SearchResult['list']
}

/** A kept page with its rows as they are now (fresh ratings and counts), unless a dish has gone. */
async function keptAnswer(
  repo: SearchRepository,
  key: string,
  popularity: ReadonlyMap<number, number>,
): Promise<Answer | undefined> {
  const cached = repo.answers.get(key, popularity)
  if (!cached) return undefined
  const rows = await repo.rows(cached.ids)
  const list: SearchResult['list'] = []
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]
    if (!row) return undefined
    list.push({ row, highlight: cached.highlights[i] as SearchHighlight })
  }
  return { cached, list }
}

/**
 * One page of dishes matching `q` in title, ingredients or title pinyin, best first. `strict`
 * (a logged-in searcher) checks the catalogue's versions now rather than within the last
 * half second (db/catalogue-clock.ts).
 */
export async function searchDishes(
  repo: SearchRepository,
  query: SearchQuery,
  strict: Freshness,
): Promise<SearchResult> {
  await repo.check(strict)
  // The popularity the search ranks with, the same for every step of this search.
  const popularity = await repo.popularities()
  // Cleaned queries hold no control characters: this prefix cannot be typed.
  const at = query.offset === undefined ? '' : `\u0001${query.offset}\u0001`
  const key = answerKey(
    `${at}${query.q}`,
    query.categoryId ?? 0,
    query.page,
    query.pageSize,
    query.locale ?? 'zh-Hans',
  )
  const answer =
    (await keptAnswer(repo, key, popularity)) ??
    (await repo.answers.once(key, popularity, async () => {
      const fresh = await freshAnswer(repo, query, popularity)
      repo.answers.set(key, fresh.cached)
      return fresh
    }))
  const { cached, list } = answer
  if (query.who && cached.total > 0 && Array.from(cached.term).length <= MAX_COUNTED_TERM) {
    repo.recordSearch(cached.term, query.who)
  }
  return {
    list,
    answer: cached,
    total: cached.total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: cached.hasMore,
    totalCapped: cached.totalCapped,
    ...(cached.filters.length > 0 ? { filters: cached.filters } : {}),
  }
}

/** A highlight as JSON, written out: JSON.stringify took twice as long over a page of them. */
function highlightJson({ field, text, ranges }: SearchHighlight): string {
  let marks = ''
  for (const [start, end] of ranges) marks += `${marks ? ',' : ''}[${start},${end}]`
  return `{"field":"${field}","text":${JSON.stringify(text)},"ranges":[${marks}]}`
}

/**
 * Each kept highlight's hit as JSON text per reader's locale, with the summary text it was
 * written from: a kept page's hits are written again only when their dish's summary changed
 * (a rating, a count).
 */
const hitTexts = new WeakMap<SearchHighlight, Map<Locale, { summary: string; text: string }>>()

function hitJson(row: SearchRow, highlight: SearchHighlight, locale: Locale, q: string): string {
  let texts = hitTexts.get(highlight)
  if (!texts) hitTexts.set(highlight, (texts = new Map()))
  const summary = summaryJsonIn(row, locale)
  const kept = texts.get(locale)
  if (kept?.summary === summary) return kept.text
  // The summary without its closing brace, then the highlight as one more field.
  const shown = readerHighlight(locale, q, row, highlight)
  const text = `${summary.slice(0, -1)},"highlight":${highlightJson(shown)}}`
  texts.set(locale, { summary, text })
  return text
}

/**
 * The SearchPage as JSON text in the reader's words: each hit is its cached summary with the
 * highlight added, its ranges on the text the reader sees (reader-highlight.ts).
 */
export function searchPageJson(result: SearchResult, locale: Locale, q: string): string {
  const { list, total, page, pageSize, hasMore, totalCapped, filters } = result
  const items = list.map(({ row, highlight }) => hitJson(row, highlight, locale, q))
  const fields = { total, page, pageSize, hasMore, totalCapped }
  return pageJson(items, filters ? { ...fields, filters } : fields)
}
