import type { Locale } from '../../../types/api'
import { foldQuery } from '../i18n/catalogue/fold'
import { GLOSSARY_LOCALES, type GlossaryLocale } from '../i18n/catalogue/glossary'
import { glossarySearchWords } from '../i18n/catalogue/search-words'
import { remembered } from '../lib/remembered'

/**
 * One thing an en / es / fr query names ("egg", "kung pao", "pollo"), as the catalogue's
 * Chinese: the titles and ingredient names whose glossary words hold it (SPEC §8.4).
 */
export interface Concept {
  /** The folded words it was read from ("kung pao"). */
  phrase: string
  locale: GlossaryLocale
  /** Chinese titles whose name in that language holds the phrase. */
  titles: Set<string>
  /** A title named exactly so ("kung pao chicken"): it comes first. */
  exactTitles: Set<string>
  /** Chinese ingredient names whose names in that language hold the phrase. */
  names: Set<string>
  /** Ingredients named exactly so ("shrimp", not "dried shrimp"): their dishes come first. */
  exactNames: Set<string>
}

interface Entry {
  kind: 'title' | 'ingredient'
  key: string
  /** Each phrase with spaces around, so a word sequence is found with includes(). */
  padded: string[]
}

/** The glossary's words of one language, made once: they are code, not data that changes. */
const indexes = new Map<GlossaryLocale, Entry[]>()
/** Every single word of a language's glossary: a query none of whose words is here is not one. */
const wordSets = new Map<GlossaryLocale, Set<string>>()

function wordsOf(locale: GlossaryLocale): Set<string> {
  let words = wordSets.get(locale)
  if (!words) {
    words = new Set(glossarySearchWords(locale).flatMap((w) => w.words))
    wordSets.set(locale, words)
  }
  return words
}

function entriesOf(locale: GlossaryLocale): Entry[] {
  let entries = indexes.get(locale)
  if (!entries) {
    entries = glossarySearchWords(locale).flatMap((w) =>
      w.kind === 'category'
        ? []
        : [{ kind: w.kind, key: w.key, padded: w.phrases.map((p) => ` ${p} `) }],
    )
    indexes.set(locale, entries)
  }
  return entries
}

/** Keys read per concept at most, so that "sauce" does not read half the index. */
const MAX_KEYS = 40
const MAX_PHRASE = 5

function conceptOf(locale: GlossaryLocale, words: string[]): Concept | null {
  const phrase = words.join(' ')
  const padded = ` ${phrase} `
  const concept: Concept = {
    phrase,
    locale,
    titles: new Set(),
    exactTitles: new Set(),
    names: new Set(),
    exactNames: new Set(),
  }
  let keys = 0
  for (const entry of entriesOf(locale)) {
    if (!entry.padded.some((p) => p.includes(padded))) continue
    if (entry.kind === 'title') {
      concept.titles.add(entry.key)
      if (entry.padded.includes(padded)) concept.exactTitles.add(entry.key)
    } else {
      concept.names.add(entry.key)
      if (entry.padded.includes(padded)) concept.exactNames.add(entry.key)
    }
    if (++keys >= MAX_KEYS) break
  }
  return keys > 0 ? concept : null
}

/** The query's words as concepts of one language, longest runs first; and how many words. */
function read(locale: GlossaryLocale, text: string): { concepts: Concept[]; matched: number } {
  const words = foldQuery(locale, text)
  const known = wordsOf(locale)
  // Pinyin and Latin titles ("hongshaorou", "mojito") are not the glossary's: answered at once.
  if (!words.some((w) => known.has(w))) return { concepts: [], matched: 0 }
  const concepts: Concept[] = []
  let matched = 0
  for (let i = 0; i < words.length;) {
    let found: Concept | null = null
    let length = 0
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1 && !found; n--) {
      found = conceptOf(locale, words.slice(i, i + n))
      length = n
    }
    // Words that only stand side by side in some longer name ("tomate huevo" inside "sopa de
    // tomate y huevo") are each their own thing, unless the run is a name as it stands
    // ("pomme de terre") or one of its words means nothing alone.
    if (found && length > 1 && found.exactTitles.size + found.exactNames.size === 0) {
      const alone = words.slice(i, i + length).every((w) => conceptOf(locale, [w]) !== null)
      if (alone) {
        found = conceptOf(locale, [words[i] ?? ''])
        length = 1
      }
    }
    if (found) {
      concepts.push(found)
      matched += length
      i += length
    } else i++
  }
  return { concepts, matched }
}

/**
 * The concepts of a query with Latin words, in the language that reads most of its words (the
 * reader's first: "pollo" is Spanish for any reader, "tomate" French or Spanish alike); null
 * when no language reads any (pinyin "hongshaorou", "mojito": searched as typed). Words no
 * language knows are left out when others are read.
 */
export function foreignConcepts(text: string, reader: Locale): Concept[] | null {
  if (!/[a-z]/i.test(text)) return null
  return conceptsOf(`${reader}\u0000${text}`)
}

/** Remembered: a pure function of the language and text (folding costs 20 µs), never changed. */
const conceptsOf = remembered((key: string): Concept[] | null => {
  const [reader = '', text = ''] = key.split('\u0000')
  return readConcepts(text, reader as Locale)
}, 5000)

function readConcepts(text: string, reader: Locale): Concept[] | null {
  const order = [
    ...GLOSSARY_LOCALES.filter((l) => l === reader),
    ...GLOSSARY_LOCALES.filter((l) => l !== reader),
  ]
  let best: { concepts: Concept[]; matched: number } | null = null
  for (const locale of order) {
    const found = read(locale, text)
    if (found.matched > (best?.matched ?? 0)) best = found
  }
  return best && best.concepts.length > 0 ? best.concepts : null
}
