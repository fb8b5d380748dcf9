import { pinyin } from 'pinyin-pro'
import { idOfPosting } from './postings'
import { compareRanked, Level } from './ranking'
import type { SearchRepository } from './repository'
import { codePoints, MatchKind, rankOf } from './terms'
import { HAN, searchKey } from './text'
import type { Hit, Popularities } from './hit'

/** Candidates read per piece of the key. */
const PIECE_CANDIDATES = 300

/** Toneless readings of a Han character, every one it has (露 lu / lou). */
function readingsOf(ch: string): string[] {
  return pinyin(ch, { toneType: 'none', type: 'array', multiple: true })
}

/** Whether two characters can sound alike, tones aside (翅 chì and 赤 chì, 卤 lǔ and 露 lù). */
function soundAlike(a: string, b: string): boolean {
  const readings = readingsOf(a)
  return readingsOf(b).some((r) => readings.includes(r))
}

/**
 * How a and b differ: null when by more than one character changed, added or left out;
 * 'sound' when one character is changed for one that sounds alike; else 'edit'.
 */
function oneEdit(a: string[], b: string[]): 'sound' | 'edit' | null {
  if (Math.abs(a.length - b.length) > 1) return null
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1).join('') !== b.slice(i + 1).join('')) return null
    return i < a.length && soundAlike(a[i] ?? '', b[i] ?? '') ? 'sound' : 'edit'
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  return short.slice(i).join('') === long.slice(i + 1).join('') ? 'edit' : null
}

/** How near a title's nearest run is to the key (a sound-alike before any other change). */
function nearIn(title: string[], key: string[]): 'sound' | 'edit' | null {
  let best: 'edit' | null = null
  for (let start = 0; start < title.length; start++) {
    for (let len = key.length - 1; len <= key.length + 1; len++) {
      if (len < 2 || start + len > title.length) continue
      const near = oneEdit(title.slice(start, start + len), key)
      if (near === 'sound') return near
      best ??= near
    }
  }
  return best
}

/**
 * A title's level as a typo of the key: one character changed for a sound-alike (可乐鸡赤 →
 * 可乐鸡翅) ranks before any other change, then titles nearest the key's length; null when
 * the title is further than one character away.
 */
export function typoLevel(title: string, key: string): number | null {
  const titleChars = Array.from(searchKey(title))
  const near = nearIn(titleChars, Array.from(key))
  if (near === null) return null
  const length = Math.abs(titleChars.length - Array.from(key).length)
  return Level.homophone * 1000 + (near === 'sound' ? 0 : 100) + length
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
    const level = typoLevel(row.title, key)
    if (level === null) continue
    const length = codePoints(searchKey(row.title))
    hits.push({
      id: row.id,
      rank: rankOf(MatchKind.title, 0, length, length),
      level,
      popularity: popularity.get(row.id) ?? 0,
      row,
      terms: [],
    })
  }
  return hits.sort(compareRanked)
}
