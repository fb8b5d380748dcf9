import type { CategoryKey } from '../../../../types/recipes'
import { foldWords } from './fold'
import { glossaryIngredients, glossaryOf, type GlossaryLocale } from './glossary'

/** What a reader of one language may type for one catalogue entry, folded (fold.ts). */
export interface SearchWords {
  kind: 'title' | 'ingredient' | 'category'
  /** The Chinese title or ingredient name, or the category key. */
  key: string
  /** Each name the entry goes by, folded and joined by spaces: "chicken leg", "drumstick". */
  phrases: string[]
  /** Every single word of those phrases, once. */
  words: string[]
}

function entry(
  locale: GlossaryLocale,
  kind: SearchWords['kind'],
  key: string,
  names: readonly string[],
): SearchWords {
  const phrases = [
    ...new Set(names.map((n) => foldWords(locale, n).join(' ')).filter((p) => p !== '')),
  ]
  const words = [...new Set(phrases.flatMap((p) => p.split(' ')))]
  return { kind, key, phrases, words }
}

/**
 * The glossary as search data for one language: every dish title, ingredient (singular,
 * plural and other names) and category, in the forms a reader types. The search indexes these
 * once (the wiring comes with the catalogue's new search) and folds queries with foldQuery.
 */
export function glossarySearchWords(locale: GlossaryLocale): SearchWords[] {
  const glossary = glossaryOf(locale)
  const out: SearchWords[] = []
  for (const [title, name] of Object.entries(glossary.titles)) {
    out.push(entry(locale, 'title', title, [name]))
  }
  for (const [name, noun] of glossaryIngredients(locale)) {
    const names = [noun.one, ...(noun.other ? [noun.other] : []), ...(noun.also ?? [])]
    out.push(entry(locale, 'ingredient', name, names))
  }
  for (const [key, words] of Object.entries(glossary.categories)) {
    out.push(entry(locale, 'category', key as CategoryKey, [words.name, ...(words.also ?? [])]))
  }
  return out
}
