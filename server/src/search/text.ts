/**
 * How search sees text: NFKC (full-width letters and digits become plain ones), lower case, no
 * whitespace. Titles, ingredient names and queries all go through this, so "ＭＯＪＩＴＯ",
 * "Mojito" and "mo jito" meet.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
}

/** Han characters (CJK unified ideographs and extension A). */
export const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/

/** One unit of a title for pinyin: a Han character, or a run of Latin letters and digits. */
export interface TitleUnit {
  text: string
  /** UTF-16 offsets in the title. */
  start: number
  end: number
  han: boolean
}

/**
 * The title cut into units; anything else (punctuation, spaces, brackets) separates runs, so a
 * pinyin sequence never spans "（".
 */
export function titleUnits(title: string): (TitleUnit | null)[] {
  const units: (TitleUnit | null)[] = []
  for (const match of title.matchAll(/[\u3400-\u4dbf\u4e00-\u9fff]|[A-Za-z0-9]+|[^]/gu)) {
    const text = match[0]
    const start = match.index ?? 0
    const han = HAN.test(text)
    units.push(
      han || /^[A-Za-z0-9]+$/.test(text) ? { text, start, end: start + text.length, han } : null,
    )
  }
  return units
}

/**
 * A text as searchKey sees it, with where each of its UTF-16 units came from in the original
 * (null: the same offsets, as for most titles).
 */
export interface NormalText {
  text: string
  from: number[] | null
  to: number[] | null
}

export function normalText(text: string): NormalText {
  // Most titles are already what searchKey makes of them: offsets are the text's own.
  if (!/[\sA-Z]/.test(text) && text.normalize('NFKC') === text) {
    return { text, from: null, to: null }
  }
  let normal = ''
  const from: number[] = []
  const to: number[] = []
  let offset = 0
  for (const ch of text) {
    const start = offset
    offset += ch.length
    const code = ch.charCodeAt(0)
    let mapped: string
    if (code < 0x80) {
      if (code === 32 || (code >= 9 && code <= 13)) continue
      mapped = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch
    } else if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) {
      // Han characters are their own NFKC and lower case: most of a title, and the slow call.
      mapped = ch
    } else {
      if (/\s/.test(ch)) continue
      mapped = ch.normalize('NFKC').toLowerCase()
    }
    for (let i = 0; i < mapped.length; i++) {
      normal += mapped[i]
      from.push(start)
      to.push(offset)
    }
  }
  return { text: normal, from, to }
}

/** [start, end) ranges (UTF-16, of the original text) of every occurrence of `key`. */
export function rangesIn(normal: NormalText, key: string): [number, number][] {
  if (!key) return []
  const ranges = occurrences(normal.text, key)
  const { from, to } = normal
  if (!from || !to) return ranges
  return ranges.map(([start, end]) => [from[start] ?? 0, to[end - 1] ?? 0])
}

function occurrences(text: string, key: string): [number, number][] {
  const ranges: [number, number][] = []
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + key.length)) {
    ranges.push([at, at + key.length])
  }
  return ranges
}
