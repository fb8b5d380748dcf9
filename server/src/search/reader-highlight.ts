import type { Locale } from '../../../types/api'
import type { SearchHighlight } from '../../../types/recipes'
import { foldQuery, foldWords } from '../i18n/catalogue/fold'
import { ingredientIn, isGlossaryLocale, titleIn } from '../i18n/catalogue/glossary'
import type { SearchRow } from './repository'

/** The ranges of the words of `text` that a query word names (whole or as its start). */
function wordRanges(locale: Locale, text: string, query: readonly string[]): [number, number][] {
  const ranges: [number, number][] = []
  for (const match of text.matchAll(/[\p{L}\p{N}'’]+/gu)) {
    const [word] = foldWords(locale, match[0])
    if (word === undefined) continue
    const named = query.some((q) => word === q || (q.length >= 3 && word.startsWith(q)))
    if (named) ranges.push([match.index, match.index + match[0].length])
  }
  return ranges
}

/** Where the query's Chinese runs, as typed (a Traditional query), stand in a text. */
function typedIn(text: string, q: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const run of q.match(/\p{Script=Han}+/gu) ?? []) {
    const at = text.indexOf(run)
    if (at >= 0) ranges.push([at, at + run.length])
  }
  return ranges
}

/**
 * A hit's highlight as the reader sees the dish: its ranges must mark the text shown. The search
 * marks the Chinese it matched; an en/es/fr reader sees the glossary's title, so when the query's
 * words are in that title the highlight is that title's words, and an ingredient matched is
 * named in the reader's words. Otherwise the Chinese stays: the app shows a highlight whose text
 * is not the title shown as "matched by …" under it. A zh-Hant reader gets the stored Traditional
 * title when it keeps the Simplified one's length (OpenCC's characters map one to one; a food
 * word such as 土豆 → 馬鈴薯 does not: then the query's own Traditional words are marked where they
 * stand, and nothing rather than the wrong part when it was typed in Simplified).
 */
export function readerHighlight(
  locale: Locale,
  q: string,
  row: SearchRow,
  highlight: SearchHighlight,
): SearchHighlight {
  if (locale === 'zh-Hant') {
    if (highlight.text !== row.title || row.title_hant === '') return highlight
    const same = row.title_hant.length === row.title.length
    const ranges = same ? highlight.ranges : typedIn(row.title_hant, q)
    return { ...highlight, text: row.title_hant, ranges }
  }
  if (!isGlossaryLocale(locale)) return highlight
  const query = foldQuery(locale, q)
  const title = titleIn(locale, row.title)
  const inTitle = wordRanges(locale, title, query)
  if (inTitle.length > 0) return { field: 'title', text: title, ranges: inTitle }
  if (highlight.field === 'ingredient' || highlight.field === 'alias') {
    const noun = ingredientIn(locale, highlight.text)
    if (noun) {
      const ranges = wordRanges(locale, noun.one, query)
      // Found through the glossary's other words ("cilantro"): the whole name was meant.
      return {
        field: 'ingredient',
        text: noun.one,
        ranges: ranges.length ? ranges : [[0, noun.one.length]],
      }
    }
  }
  return highlight
}
