import { idOfPosting } from './postings'
import { compareRanked, Level } from './ranking'
import type { SearchRepository } from './repository'
import { codePoints, MatchKind, rankOf } from './terms'
import { HAN, searchKey } from './text'
import type { Hit, Popularities } from './find'

/** Candidates read per piece of the key. */
const PIECE_CANDIDATES = 300

/** Whether a and b differ by at most one character changed, added or left out. */
function oneEdit(a: string[], b: string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) return a.slice(i + 1).join('') === b.slice(i + 1).join('')
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.slice(i).join('') === long.slice(i + 1).join('')
}

/** Whether some run of the title is the key with one character wrong, added or missing. */
function nearIn(title: string[], key: string[]): boolean {
  for (let start = 0; start < title.length; start++) {
    for (let len = key.length - 1; len <= key.length + 1; len++) {
      if (len < 2 || start + len > title.length) continue
      if (oneEdit(title.slice(start, start + len), key)) return true
    }
  }
  return false
}

/**
 * Titles one character away from a Chinese key ("红绕肉" → 红烧肉), read through the pieces
 * the key keeps around each character: asked only when the key itself finds nothing, so a
 * correct word is never flooded with near misses. Titles nearest in length first.
 */
export async function findTypos(
  repo: SearchRepository,
  popularity: Popularities,
  key: string,
  categoryId: number,
): Promise<Hit[]> {
  const chars = Array.from(key)
  if (chars.length < 3 || chars.length > 8 || !chars.every((ch) => HAN.test(ch))) return []
  const pieces = new Set<string>()
  chars.forEach((_, i) => {
    const left = chars.slice(0, i).join('')
    const right = chars.slice(i + 1).join('')
    pieces.add(codePoints(left) >= codePoints(right) ? left : right)
  })
  const ids = new Set<number>()
  for (const piece of pieces) {
    for (const p of await repo.candidates(piece, categoryId, PIECE_CANDIDATES)) {
      ids.add(idOfPosting(p))
    }
  }
  const hits: Hit[] = []
  for (const row of await repo.rows([...ids])) {
    if (!row) continue
    const title = Array.from(searchKey(row.title))
    if (!nearIn(title, chars)) continue
    const length = title.length
    hits.push({
      id: row.id,
      rank: rankOf(MatchKind.title, 0, length, length),
      level: Level.homophone * 1000 + Math.abs(length - chars.length),
      popularity: popularity.get(row.id) ?? 0,
      row,
      terms: [],
    })
  }
  return hits.sort(compareRanked)
}
