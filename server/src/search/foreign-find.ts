import type { SearchHighlight } from '../../../types/recipes'
import { foldText, foldWords } from '../i18n/catalogue/fold'
import { ingredientName, titleIn } from '../i18n/catalogue/glossary'
import type { Concept } from './foreign'
import type { Hit, Popularities } from './hit'
import { idOfPosting } from './postings'
import { Level } from './ranking'
import type { SearchRepository, SearchRow } from './repository'
import { codePoints, decodeNames, indexedPrefix, MatchKind, rankOf } from './terms'
import { searchKey } from './text'

/** Candidates read per Chinese key of the rarest concept. */
const PER_KEY = 300

/** [start, end) of each of the words in a text, folded as the glossary folds them. */
function wordRanges(text: string, phrase: string): [number, number][] {
  // Folded character by character, each folded unit remembering the character it came from
  // (œ folds to two letters).
  let folded = ''
  const from: number[] = []
  let offset = 0
  for (const ch of text) {
    const f = foldText(ch) || ' '
    for (let i = 0; i < f.length; i++) from.push(offset)
    folded += f
    offset += ch.length
  }
  from.push(offset)
  const ranges: [number, number][] = []
  for (const word of phrase.split(' ')) {
    const at = folded.search(new RegExp(`(?<!\\p{L})${word.replace(/[^\p{L}\p{N}]/gu, '')}`, 'u'))
    if (at < 0 || word === '') continue
    let end = at + word.length
    while (end < folded.length && /\p{L}/u.test(folded[end] ?? '')) end++
    ranges.push([from[at] ?? 0, from[end] ?? offset])
  }
  return ranges.sort((a, b) => a[0] - b[0])
}

/** Words of the title in the query's language that the query did not name. */
function extraWords(title: string, concepts: Concept[]): number {
  const locale = concepts[0]?.locale ?? 'en'
  const named = concepts.reduce((n, c) => n + c.phrase.split(' ').length, 0)
  return Math.max(0, foldWords(locale, titleIn(locale, title)).length - named)
}

function highlightOf(row: SearchRow, concepts: Concept[], names: string[]): SearchHighlight {
  const locale = concepts[0]?.locale ?? 'en'
  const inTitle = concepts.filter((c) => c.titles.has(row.title))
  if (inTitle.length > 0) {
    const text = titleIn(locale, row.title)
    const ranges = inTitle.flatMap((c) => wordRanges(text, c.phrase))
    return { field: 'title', text, ranges }
  }
  const concept = concepts[0]
  const name = names.find((n) => concept?.names.has(n)) ?? ''
  const text = ingredientName(locale, name)
  return { field: 'ingredient', text, ranges: concept ? wordRanges(text, concept.phrase) : [] }
}

/** Every dish holding every concept (in its title or among its ingredients), best first. */
export async function findForeign(
  repo: SearchRepository,
  popularity: Popularities,
  concepts: Concept[],
  categoryId: number,
): Promise<{ hits: (Hit & { highlight: SearchHighlight })[]; capped: boolean }> {
  // The concept with fewest keys drives: its dishes are checked for the others.
  const driver = [...concepts].sort(
    (a, b) => a.titles.size + a.names.size - (b.titles.size + b.names.size),
  )[0]
  if (!driver) return { hits: [], capped: false }
  const ids = new Set<number>()
  let capped = false
  for (const key of [...driver.titles, ...driver.names]) {
    const postings = await repo.candidates(indexedPrefix(searchKey(key)), categoryId, PER_KEY)
    capped ||= postings.length >= PER_KEY
    for (const p of postings) ids.add(idOfPosting(p))
  }
  const hits: (Hit & { highlight: SearchHighlight })[] = []
  for (const row of await repo.rows([...ids])) {
    if (!row) continue
    const names = decodeNames(row.search_names).map((n) => n.name)
    const inTitle = concepts.map((c) => c.titles.has(row.title))
    const found = concepts.every((c, i) => inTitle[i] || names.some((n) => c.names.has(n)))
    if (!found) continue
    const exact = concepts.length === 1 && driver.exactTitles.has(row.title)
    const allInTitle = inTitle.every(Boolean)
    // Titles saying little besides the words ("Egg fried rice" before "Stir-fried rice
    // cakes"); dishes using the food itself before those using a kind of it ("dried shrimp").
    const sub = allInTitle
      ? extraWords(row.title, concepts)
      : concepts.every((c, i) => inTitle[i] || names.some((n) => c.exactNames.has(n)))
        ? 0
        : 1
    const level =
      (exact ? Level.exactTitle : allInTitle ? Level.inTitle : Level.ingredient) * 1000 + sub
    const length = codePoints(row.title)
    const kind = allInTitle ? MatchKind.title : MatchKind.ingredient
    hits.push({
      id: row.id,
      rank: rankOf(kind, 0, length, length),
      level,
      popularity: popularity.get(row.id) ?? 0,
      row,
      terms: [],
      highlight: highlightOf(row, concepts, names),
    })
  }
  return { hits, capped }
}
