import { idOfPosting } from './postings'
import { compareRanked, Level } from './ranking'
import type { SearchRepository, SearchRow } from './repository'
import { containsWord, synonymVariants } from './synonyms'
import { codePoints, decodeNames, indexedPrefix, MatchKind, rankOf } from './terms'
import { HAN, searchKey } from './text'
import type { Hit, Found, Popularities } from './hit'

/** Candidates read per part or per pair of characters. */
const PART_CANDIDATES = 2000
const GRAM_CANDIDATES = 100
/** Pairs of characters looked up for a partial match, at most. */
const MAX_GRAMS = 12

type Paged = Omit<Found, 'key'>

interface RowKeys {
  title: string
  names: string[]
}

function keysOf(row: SearchRow): RowKeys {
  const names = decodeNames(row.search_names)
  return {
    title: searchKey(row.title),
    names: names.flatMap((n) =>
      n.alias ? [searchKey(n.name), searchKey(n.alias)] : [searchKey(n.name)],
    ),
  }
}

function paged(hits: Hit[], offset: number, limit: number): Paged {
  hits.sort(compareRanked)
  return { page: hits.slice(offset, offset + limit), total: hits.length, capped: false }
}

function hitOf(
  popularity: Popularities,
  row: SearchRow,
  level: number,
  kind: MatchKind,
  terms: string[],
): Hit {
  const length = codePoints(searchKey(row.title))
  return {
    id: row.id,
    rank: rankOf(kind, 0, length, length),
    level,
    popularity: popularity.get(row.id) ?? 0,
    row,
    terms,
  }
}

/** Ways of cooking and joining words: a title holding only these besides the parts is "just them". */
const COOKING = /[炒烧炖焖蒸煮拌煎炸烤卤爆溜汆焯和与配加]/g

/** The title's characters not covered by the parts (or their synonyms) nor by ways of cooking. */
function leftOver(title: string, parts: string[]): number {
  let rest = title
  for (const part of parts) {
    const word = [part, ...synonymVariants(part)].find((w) => rest.includes(w))
    if (word) rest = rest.replace(word, '')
  }
  return codePoints(rest.replace(COOKING, ''))
}

/**
 * Every part of the query somewhere in the dish, in any order ("鸡蛋 西红柿"): the rarest
 * part's dishes checked for the others (synonyms count). All parts in the title rank with
 * title matches, the rest with ingredient matches.
 */
export async function findByParts(
  repo: SearchRepository,
  popularity: Popularities,
  parts: string[],
  categoryId: number,
  offset: number,
  limit: number,
): Promise<Paged> {
  // A part stands for its synonyms too (番茄 finds 西红柿 dishes): its count and candidates
  // are theirs together.
  const spellings = parts.map((part) => [part, ...synonymVariants(part)].map(indexedPrefix))
  const totals: number[] = []
  for (const words of spellings) {
    let total = 0
    for (const word of words) total += (await repo.page(word, categoryId, 0, 0)).total
    totals.push(total)
  }
  const driver = spellings[totals.indexOf(Math.min(...totals))] ?? []
  const candidates: number[] = []
  for (const word of driver) {
    candidates.push(...(await repo.candidates(word, categoryId, PART_CANDIDATES)))
  }
  const hits: Hit[] = []
  for (const row of await repo.rows(candidates.map(idOfPosting))) {
    if (!row) continue
    const keys = keysOf(row)
    const inTitle = parts.map((p) => containsWord(keys.title, p))
    const found = parts.every((p, i) => inTitle[i] || keys.names.some((n) => containsWord(n, p)))
    if (!found) continue
    const all = inTitle.every(Boolean)
    // Titles made of the parts and a way of cooking (西红柿炒鸡蛋 for 西红柿 鸡蛋) come before
    // titles naming more (西红柿鸡蛋汤, 西红柿鸡蛋挂面).
    const level = all ? Level.inTitle * 1000 + leftOver(keys.title, parts) : Level.ingredient * 1000
    hits.push(hitOf(popularity, row, level, all ? MatchKind.title : MatchKind.ingredient, parts))
  }
  return paged(hits, offset, limit)
}

/**
 * How much of the key a text holds: its characters in shared runs of two or more count twice,
 * single shared characters once (紫菜蛋花汤 holds more of 紫菜汤 than 紫菜包饭 does).
 */
function covered(key: string[], text: string): { count: number; score: number; terms: string[] } {
  const mark = new Array<boolean>(key.length).fill(false)
  const terms: string[] = []
  for (let i = 0; i < key.length; i++) {
    for (let j = key.length; j >= i + 2; j--) {
      const part = key.slice(i, j).join('')
      if (!text.includes(part)) continue
      terms.push(part)
      for (let k = i; k < j; k++) mark[k] = true
      break
    }
  }
  const count = mark.filter(Boolean).length
  const singles = key.filter((ch, i) => !mark[i] && text.includes(ch)).length
  return { count, score: count * 2 + singles, terms }
}

/**
 * When no dish holds the whole query: the dishes sharing most of its characters ("紫菜汤" →
 * 紫菜蛋花汤), a title the query contains first ("黄焖鸡米饭" → 黄焖鸡), titles before
 * ingredients.
 */
export async function findPartial(
  repo: SearchRepository,
  popularity: Popularities,
  key: string,
  categoryId: number,
  offset: number,
  limit: number,
): Promise<Paged> {
  const chars = Array.from(key)
  const grams = new Set<string>()
  for (let i = 0; i + 1 < chars.length && grams.size < MAX_GRAMS; i++) {
    if (HAN.test(chars[i] ?? '') && HAN.test(chars[i + 1] ?? ''))
      grams.add(`${chars[i]}${chars[i + 1]}`)
  }
  const ids = new Set<number>()
  for (const gram of grams) {
    for (const p of (await repo.page(gram, categoryId, 0, GRAM_CANDIDATES)).postings)
      ids.add(idOfPosting(p))
  }
  const hits: Hit[] = []
  for (const row of await repo.rows([...ids])) {
    if (!row) continue
    const keys = keysOf(row)
    const title = covered(chars, keys.title)
    if (keys.title.length >= 2 && key.includes(keys.title)) {
      // Longer contained titles first: 黄焖鸡 before 鸡.
      hits.push(
        hitOf(
          popularity,
          row,
          Level.exactTitle * 1000 + 500 - codePoints(keys.title),
          MatchKind.title,
          [keys.title],
        ),
      )
    } else if (title.count >= 2) {
      hits.push(
        hitOf(
          popularity,
          row,
          Level.inTitle * 1000 + 500 - title.score,
          MatchKind.title,
          title.terms,
        ),
      )
    } else {
      const name = covered(chars, keys.names.join('\n'))
      if (name.count < 2) continue
      hits.push(
        hitOf(
          popularity,
          row,
          Level.ingredient * 1000 + 500 - name.score,
          MatchKind.ingredient,
          name.terms,
        ),
      )
    }
  }
  return paged(hits, offset, limit)
}
