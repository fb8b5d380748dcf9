import type { SearchHighlight, SearchPage } from '../../../types/recipes'
import { pageJson } from '../lib/json-text'
import { pinyinRanges } from './pinyin'
import { idOfPosting, rankOfPosting } from './postings'
import type { SearchRepository, SearchRow } from './repository'
import {
  beyondIndex,
  codePoints,
  decodeNames,
  indexedPrefix,
  kindOfRank,
  MatchKind,
  rankOf,
  textRank,
} from './terms'
import { normalText, rangesIn, searchKey, type NormalText } from './text'

/** Long queries are checked against this many candidates at most; past it the total is a floor. */
export const VERIFY_LIMIT = 2000
/** Longer searches are answered but not counted among the hot searches. */
export const MAX_COUNTED_TERM = 20

export interface SearchQuery {
  q: string
  categoryId?: number
  page: number
  pageSize: number
}

/** A matching dish with its rank and its row. */
interface RowHit {
  id: number
  rank: number
  row: SearchRow
}

/** A SearchPage whose dishes are still rows (their summaries kept as JSON text). */
export interface SearchResult extends Omit<SearchPage, 'list'> {
  list: { row: SearchRow; highlight: SearchHighlight }[]
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

/**
 * A query longer than what the index holds: the recipes its indexed prefix finds are checked
 * against the full text and ranked the same way the index ranks.
 */
function verify(repo: SearchRepository, key: string, categoryId: number) {
  const candidates = repo.candidates(indexedPrefix(key), categoryId, VERIFY_LIMIT + 1)
  const capped = candidates.length > VERIFY_LIMIT
  const hits: RowHit[] = []
  for (const row of repo.rows(candidates.slice(0, VERIFY_LIMIT).map(idOfPosting))) {
    if (!row) continue
    const rank = textRank(key, row.title, decodeNames(row.search_names))
    if (rank !== null) hits.push({ id: row.id, rank, row })
  }
  hits.sort((a, b) => a.rank - b.rank || a.id - b.id)
  return { hits, capped }
}

/** One page of dishes matching `q` in title, ingredients or title pinyin, best first. */
export function searchDishes(repo: SearchRepository, query: SearchQuery): SearchResult {
  const key = searchKey(query.q)
  const categoryId = query.categoryId ?? 0
  const offset = (query.page - 1) * query.pageSize
  let page: RowHit[]
  let total: number
  let capped = false
  const direct = repo.page(key, categoryId, offset, query.pageSize)
  if (direct.total > 0 || !beyondIndex(key)) {
    total = direct.total
    const rows = repo.rows(direct.postings.map(idOfPosting))
    page = direct.postings.flatMap((p, i) => {
      const row = rows[i]
      return row ? [{ id: row.id, rank: rankOfPosting(p), row }] : []
    })
  } else {
    const verified = verify(repo, key, categoryId)
    total = verified.hits.length
    capped = verified.capped
    page = verified.hits.slice(offset, offset + query.pageSize)
  }
  const list: SearchResult['list'] = page.map(({ row, rank }) => ({
    row,
    highlight: highlightOf(row, key, rank),
  }))
  const term = displayTerm(query.q)
  if (total > 0 && Array.from(term).length <= MAX_COUNTED_TERM) repo.recordSearch(term)
  return {
    list,
    total,
    page: query.page,
    pageSize: query.pageSize,
    hasMore: offset + list.length < total,
    totalCapped: capped,
  }
}

/** A highlight as JSON, written out: JSON.stringify took twice as long over a page of them. */
function highlightJson({ field, text, ranges }: SearchHighlight): string {
  let marks = ''
  for (const [start, end] of ranges) marks += `${marks ? ',' : ''}[${start},${end}]`
  return `{"field":"${field}","text":${JSON.stringify(text)},"ranges":[${marks}]}`
}

/** The SearchPage as JSON text: each hit is its cached summary with the highlight added. */
export function searchPageJson(result: SearchResult): string {
  const { list, total, page, pageSize, hasMore, totalCapped } = result
  const items = list.map(
    // The summary without its closing brace, then the highlight as one more field.
    ({ row, highlight }) =>
      `${row.summaryJson.slice(0, -1)},"highlight":${highlightJson(highlight)}}`,
  )
  return pageJson(items, { total, page, pageSize, hasMore, totalCapped })
}
