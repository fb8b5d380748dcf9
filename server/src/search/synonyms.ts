import { SYNONYM_GROUPS } from './synonyms-data'
import { searchKey } from './text'

/** Other ways of writing a query, tried after the query itself: a few lookups at most. */
export const MAX_VARIANTS = 8

/** Each word (as search sees it) with the other words of its group. */
const alternativesOf = new Map<string, string[]>()
for (const group of SYNONYM_GROUPS) {
  const keys = group.map(searchKey)
  for (const key of keys)
    alternativesOf.set(
      key,
      keys.filter((k) => k !== key),
    )
}
const longestWord = Math.max(...[...alternativesOf.keys()].map((k) => k.length))

/** Synonym words found in a key, longest first, not overlapping: [start, end, word]. */
function wordsIn(key: string): [number, number, string][] {
  const found: [number, number, string][] = []
  for (let i = 0; i < key.length;) {
    let match = ''
    for (let len = Math.min(longestWord, key.length - i); len > 0; len--) {
      const word = key.slice(i, i + len)
      // A one-character word (肉, 蛋) stands for its food only inside a longer query: alone it
      // already finds everything its longer forms do.
      if (alternativesOf.has(word) && (len > 1 || key.length > 2)) {
        match = word
        break
      }
    }
    if (match) {
      found.push([i, i + match.length, match])
      i += match.length
    } else {
      i++
    }
  }
  return found
}

/**
 * The key written with other words of the same groups (番茄炒蛋 → 西红柿炒鸡蛋 …), fewest
 * replacements first. Left out: the key itself, variants shorter than two characters (too broad)
 * and variants containing the key (they find nothing the key does not).
 */
export function synonymVariants(key: string): string[] {
  const words = wordsIn(key)
  if (words.length === 0) return []
  let variants = [{ text: '', changed: 0, at: 0 }]
  for (const [start, end, word] of words) {
    const next: typeof variants = []
    for (const v of variants) {
      const before = v.text + key.slice(v.at, start)
      next.push({ text: before + word, changed: v.changed, at: end })
      for (const alt of alternativesOf.get(word) ?? []) {
        next.push({ text: before + alt, changed: v.changed + 1, at: end })
      }
    }
    // Keep the search bounded: the fewest replacements survive.
    variants = next.sort((a, b) => a.changed - b.changed).slice(0, 64)
  }
  const seen = new Set<string>([key])
  const result: string[] = []
  for (const v of variants) {
    const text = v.text + key.slice(v.at)
    if (seen.has(text) || text.length < 2 || text.includes(key)) continue
    seen.add(text)
    result.push(text)
    if (result.length === MAX_VARIANTS) break
  }
  return result
}

/** Whether a text contains a word or one of its synonyms (the parts of a query). */
export function containsWord(text: string, word: string): boolean {
  if (text.includes(word)) return true
  return synonymVariants(word).some((v) => text.includes(v))
}
