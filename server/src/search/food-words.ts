import { glossaryIngredients } from '../i18n/catalogue/glossary'
import { SYNONYM_GROUPS } from './synonyms-data'
import { searchKey } from './text'

/**
 * The food names a query may string together without spaces ("西红柿鸡蛋", "土豆牛肉"): the
 * catalogue's ingredient names (the glossary knows every one) and the synonyms' words, of two
 * characters or more. Code, not data that changes: made once.
 */
let words: Set<string> | null = null
let longest = 0

function foodWords(): Set<string> {
  if (!words) {
    const all = [...glossaryIngredients('en').keys(), ...SYNONYM_GROUPS.flat()].map(searchKey)
    words = new Set(all.filter((w) => Array.from(w).length >= 2 && /^\p{Script=Han}+$/u.test(w)))
    longest = Math.max(...[...words].map((w) => w.length))
  }
  return words
}

/**
 * A key made only of food names, as those names (longest first from the left), or null when
 * some of it is not a food name: "西红柿鸡蛋" → 西红柿, 鸡蛋; "番茄炒蛋" → null (炒 is not a
 * food; synonyms and titles find it).
 */
export function splitFoods(key: string): string[] | null {
  const known = foodWords()
  const parts: string[] = []
  for (let i = 0; i < key.length;) {
    let found = ''
    for (let len = Math.min(longest, key.length - i); len >= 2 && !found; len--) {
      if (known.has(key.slice(i, i + len))) found = key.slice(i, i + len)
    }
    if (!found) return null
    parts.push(found)
    i += found.length
  }
  return parts.length >= 2 ? parts : null
}
