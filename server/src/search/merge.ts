import { levelByLength } from './ranking'
import { codePoints } from './terms'

/**
 * The merged path of a search orders the first postings of up to 16 terms (the key, its
 * synonyms, its sound-alikes) by level, then popularity, then index rank and id, each dish once
 * at its best. Done on numbers: each posting gets one float64 key that sorts in that order, and
 * one native sort of a Float64Array replaces an object per posting and a comparator.
 *
 * Bits of a key, high to low: level (4) | popularity code | order | term index (4). The
 * popularity code is the place of the dish's popularity among the distinct ones merged, most
 * popular first (no bits while nothing is popular). The order is the rank and id themselves
 * (21 bits and as many as the largest id needs) while they fit in a float64's 53 bits, else
 * the posting's place among all the postings merged, sorted once as numbers. The term index
 * keeps the earlier term first among equal postings, as the merge of objects did.
 */
const TERMS = 16
const RANKS = 2 ** 21
const EXACT_BITS = 53
const ID_SPAN = 2 ** 31

/** How many postings one merge can key. */
export const MAX_MERGED_POSTINGS = 2 ** 12

export interface MergeTerm {
  term: string
  /** True for what the cook typed (the key); false for a synonym or sound-alike. */
  literal: boolean
  postings: readonly number[]
}

export interface Merged {
  /** Best first, each dish once: the posting and the index of the term that found it. */
  postings: Float64Array
  terms: Uint8Array
  levels: Uint8Array
  popularities: Float64Array
  length: number
}

/** The lowest index of `value` in a sorted array. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sorted[middle] as number) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Marks of the ids seen by the merge running now: a stamp per id, no set built per search. */
let stamps = new Uint32Array(1024)
let stamp = 0

/** Ids past it are marked in a Set instead (no stamp array of that size). */
const MAX_STAMPED_ID = 2 ** 24

/** A set of ids up to `maxId` for one merge: `add` answers false for an id added before. */
function seenIds(maxId: number): { add: (id: number) => boolean } {
  if (maxId > MAX_STAMPED_ID) {
    const set = new Set<number>()
    return { add: (id) => set.size < set.add(id).size }
  }
  if (maxId >= stamps.length) stamps = new Uint32Array(Math.max(maxId + 1, stamps.length * 2))
  stamp += 1
  if (stamp === 2 ** 32) {
    stamps.fill(0)
    stamp = 1
  }
  const mark = stamp
  return {
    add(id: number): boolean {
      if (stamps[id] === mark) return false
      stamps[id] = mark
      return true
    },
  }
}

function bitsFor(n: number): number {
  return n <= 1 ? 0 : Math.ceil(Math.log2(n))
}

/** Distinct values of a sorted array, in order. */
function distinct(sorted: Float64Array): Float64Array {
  let n = 0
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i] as number
  }
  return sorted.subarray(0, n)
}

/** Orders the postings of several terms as one list, each dish once (see the key above). */
export function mergePostings(
  terms: readonly MergeTerm[],
  popularity: ReadonlyMap<number, number>,
): Merged {
  if (terms.length > TERMS) throw new Error(`cannot merge ${terms.length} terms`)
  let count = 0
  for (const t of terms) count += t.postings.length
  if (count > MAX_MERGED_POSTINGS) throw new Error(`cannot merge ${count} postings`)
  const postings = new Float64Array(count)
  const levels = new Uint8Array(count)
  const liked = new Float64Array(count)
  let maxId = 0
  let at = 0
  for (const t of terms) {
    const length = codePoints(t.term)
    for (const p of t.postings) {
      const rank = Math.floor(p / ID_SPAN)
      const id = p - rank * ID_SPAN
      if (id > maxId) maxId = id
      postings[at] = p
      levels[at] = levelByLength(rank, length, t.literal)
      if (popularity.size > 0) liked[at] = Math.max(0, popularity.get(id) ?? 0)
      at++
    }
  }
  // Most popular first: code 0 for the highest popularity among these postings.
  const likes = popularity.size > 0 ? distinct(liked.slice().sort()) : new Float64Array(1)
  const idBits = bitsFor(maxId + 1)
  const direct = 4 + bitsFor(likes.length) + 21 + idBits + 4 <= EXACT_BITS
  const sorted = direct ? postings : postings.slice().sort()
  const orders = direct ? RANKS * 2 ** idBits : 2 ** bitsFor(count)

  const keys = new Float64Array(count)
  const idSpan = 2 ** idBits
  at = 0
  for (let ti = 0; ti < terms.length; ti++) {
    for (let end = at + (terms[ti] as MergeTerm).postings.length; at < end; at++) {
      const p = postings[at] as number
      const rank = Math.floor(p / ID_SPAN)
      const order = direct ? rank * idSpan + (p - rank * ID_SPAN) : lowerBound(sorted, p)
      const code =
        likes.length === 1 ? 0 : likes.length - 1 - lowerBound(likes, liked[at] as number)
      keys[at] = (((levels[at] as number) * likes.length + code) * orders + order) * TERMS + ti
    }
  }
  keys.sort()

  const merged: Merged = {
    postings: new Float64Array(count),
    terms: new Uint8Array(count),
    levels: new Uint8Array(count),
    popularities: new Float64Array(count),
    length: 0,
  }
  const seen = seenIds(maxId)
  for (let i = 0; i < count; i++) {
    // Integer division by floor and multiply: a float remainder (%) is several times slower.
    const key = keys[i] as number
    const rest = Math.floor(key / TERMS)
    const head = Math.floor(rest / orders)
    const order = rest - head * orders
    let posting: number
    if (direct) {
      const rank = Math.floor(order / idSpan)
      posting = rank * ID_SPAN + (order - rank * idSpan)
    } else {
      posting = sorted[order] as number
    }
    const id = posting - Math.floor(posting / ID_SPAN) * ID_SPAN
    if (!seen.add(id)) continue
    const level = Math.floor(head / likes.length)
    const code = head - level * likes.length
    const n = merged.length++
    merged.postings[n] = posting
    merged.terms[n] = key - rest * TERMS
    merged.levels[n] = level
    merged.popularities[n] = likes[likes.length - 1 - code] as number
  }
  return merged
}
