import { idOfPosting, pack, rankOfPosting } from './postings'
import { levelOf, type Ranked } from './ranking'
import type { Found, Hit, Popularities } from './hit'
import { mergePostings, type MergeTerm } from './merge'
import type { SearchRepository } from './repository'
import { synonymVariants } from './synonyms'
import {
  beyondIndex,
  decodeNames,
  indexedPrefix,
  kindOfRank,
  MatchKind,
  MAX_TERM,
  textRank,
} from './terms'
import { homophoneKeys, type UnderstoodQuery } from './understand'
import { findByParts, findPartial } from './find-parts'
import { splitFoods } from './food-words'
import { findTypos } from './typos'

/** Long queries are checked against this many candidates at most; past it the total is a floor. */
export const VERIFY_LIMIT = 2000
/**
 * The first postings of each term, merged and ordered by level and popularity; past them a
 * term's hits come in index order. A fixed prefix, so every page agrees with the others.
 */
export const WINDOW = 200

/** Synonym variants whose typos are looked for when the key's own find nothing. */
const MAX_TYPO_VARIANTS = 3
const HAN_ONLY = /^\p{Script=Han}+$/u

interface Posting extends Ranked {
  term: string
}

/**
 * The first `max` postings of a term with its total (long terms checked against the text).
 * `pinyin`: the term is the pinyin of at most MAX_TERM characters, which the index holds
 * however many letters it has (xihongshichaojidan, 18).
 */
async function firstPostings(
  repo: SearchRepository,
  term: string,
  categoryId: number,
  max: number,
  pinyin = false,
) {
  if (pinyin || !beyondIndex(term)) {
    const { total, postings } = await repo.page(term, categoryId, 0, max)
    return { total, postings, capped: false }
  }
  const candidates = await repo.candidates(indexedPrefix(term), categoryId, VERIFY_LIMIT + 1)
  const postings: number[] = []
  for (const row of await repo.rows(candidates.slice(0, VERIFY_LIMIT).map(idOfPosting))) {
    const rank = row && textRank(term, row.title, decodeNames(row.search_names))
    if (row && rank !== null && rank !== undefined) postings.push(pack(rank, row.id))
  }
  postings.sort((a, b) => a - b)
  return { total: postings.length, postings, capped: candidates.length > VERIFY_LIMIT }
}

function ranked(
  popularity: Popularities,
  posting: number,
  term: string,
  literal: boolean,
): Posting {
  const id = idOfPosting(posting)
  const rank = rankOfPosting(posting)
  const level = levelOf(rank, term, literal)
  return { id, rank, level, popularity: popularity.get(id) ?? 0, term }
}

async function withRows(repo: SearchRepository, list: Posting[]): Promise<Hit[]> {
  const rows = await repo.rows(list.map((p) => p.id))
  return list.flatMap((p, i) => {
    const row = rows[i]
    // Written field by field: an object spread builds a slow object (docs/team-rules.md).
    const { id, rank, level, popularity, term } = p
    return row ? [{ id, rank, level, popularity, row, terms: [term] }] : []
  })
}

/**
 * Other keys that find what the cook meant: synonyms, and the title sound-alikes when needed
 * (`sounds`, pinyin the index holds when their key is short enough).
 */
function extraTerms(key: string, firstRank: number | undefined) {
  const extras = synonymVariants(key)
  // Homophones only when the key names no title itself: 宫爆鸡丁, 螺狮粉; a synonym's too, as
  // its toneless pinyin (番茄炒鸡单 is 西红柿炒鸡单, which sounds as 西红柿炒鸡蛋).
  const sound = firstRank === undefined || kindOfRank(firstRank) !== MatchKind.title
  const sounds: string[] = []
  const pinyin = new Set<string>()
  const add = (source: string, keys: string[]) => {
    for (const k of keys) {
      sounds.push(k)
      if (Array.from(source).length <= MAX_TERM) pinyin.add(k)
    }
  }
  if (sound) {
    add(key, homophoneKeys(key))
    for (const variant of extras) add(variant, homophoneKeys(variant).slice(0, 1))
  }
  return { terms: [...new Set([...extras, ...sounds])], pinyin }
}

/**
 * One page of the dishes a query finds, best first: the key itself (ordered by popularity
 * within its first window), merged with its synonyms and homophones when it has any; by its
 * parts in any order when the whole finds nothing; by the best partial matches as a last resort.
 */
export async function findDishes(
  repo: SearchRepository,
  popularity: Popularities,
  query: UnderstoodQuery,
  categoryId: number,
  offset: number,
  limit: number,
): Promise<Found> {
  // The first posting says whether the key names a title (then no sound-alikes are needed).
  const literal = await firstPostings(repo, query.key, categoryId, 1)
  const first = literal.postings[0]
  const exact = first !== undefined && levelOf(rankOfPosting(first), query.key, true) === 0
  // Several foods at once ("西红柿 鸡蛋", "西红柿鸡蛋"): dishes using all of them, those made of
  // just them first, unless the words are a title as they stand.
  const foods = query.parts.length > 1 ? query.parts : splitFoods(query.core)
  if (foods && !exact) {
    const byParts = await findByParts(repo, popularity, foods, categoryId, offset, limit)
    if (byParts.total > 0) return { ...byParts, key: query.core }
  }
  const useCore = literal.total === 0 && query.core !== query.key
  const key = useCore ? query.core : query.key
  const head = useCore ? await firstPostings(repo, key, categoryId, 1) : literal
  const { terms: extras, pinyin } = extraTerms(
    key,
    head.postings[0] === undefined ? undefined : rankOfPosting(head.postings[0]),
  )
  if (extras.length === 0 && head.total > 0 && popularity.size === 0) {
    // The common case: the key's own postings are the page, in index order (nothing to merge,
    // no popularity to weigh), read straight from the one or two blocks it spans.
    const direct = beyondIndex(key)
      ? await firstPostings(repo, key, categoryId, offset + limit)
      : { ...(await repo.page(key, categoryId, offset, limit)), capped: false }
    const postings = beyondIndex(key) ? direct.postings.slice(offset) : direct.postings
    const page = postings.map((p) => ranked(popularity, p, key, true))
    return { page: await withRows(repo, page), total: direct.total, capped: direct.capped, key }
  }
  const main = await firstPostings(repo, key, categoryId, WINDOW)
  const terms: MergeTerm[] = [{ term: key, literal: true, postings: main.postings }]
  let capped = main.capped
  for (const term of extras) {
    const found = await firstPostings(repo, term, categoryId, WINDOW, pinyin.has(term))
    capped ||= found.capped || found.total > found.postings.length
    if (found.postings.length > 0) terms.push({ term, literal: false, postings: found.postings })
  }
  const merged = mergePostings(terms, popularity)
  if (merged.length === 0 && query.parts.length > 1) {
    return { ...(await findByParts(repo, popularity, query.parts, categoryId, offset, limit)), key }
  }
  if (merged.length === 0) {
    // The key's own typos, else its synonyms' (番茄炒鸡光 is 西红柿炒鸡光, one off 西红柿炒鸡蛋).
    let typos = await findTypos(repo, popularity, key, categoryId)
    for (const variant of extras.slice(0, MAX_TYPO_VARIANTS)) {
      if (typos.length > 0 || !HAN_ONLY.test(variant)) break
      typos = await findTypos(repo, popularity, variant, categoryId)
    }
    if (typos.length > 0) {
      const page = typos.slice(offset, offset + limit)
      return { page, total: typos.length, capped: false, key }
    }
    return { ...(await findPartial(repo, popularity, key, categoryId, offset, limit)), key }
  }

  // The key's own postings are distinct dishes: every other merged one came from the extras.
  const total = main.total + merged.length - main.postings.length
  const page: Posting[] = []
  for (let i = offset; i < Math.min(merged.length, offset + limit); i++) {
    const posting = merged.postings[i] as number
    const term = terms[merged.terms[i] as number]?.term ?? key
    const id = idOfPosting(posting)
    const rank = rankOfPosting(posting)
    page.push({
      id,
      rank,
      level: merged.levels[i] ?? 0,
      popularity: merged.popularities[i] ?? 0,
      term,
    })
  }
  if (page.length < limit && main.total > main.postings.length) {
    // Past the window: the key's own postings, in index order, without the ones shown already.
    const start = Math.max(0, offset - merged.length)
    const more = await repo.page(key, categoryId, main.postings.length + start, limit - page.length)
    const shown = new Set<number>()
    for (let i = 0; i < merged.length; i++) shown.add(idOfPosting(merged.postings[i] as number))
    for (const p of more.postings) {
      if (!shown.has(idOfPosting(p))) page.push(ranked(popularity, p, key, true))
    }
  }
  return { page: await withRows(repo, page), total, capped, key }
}
