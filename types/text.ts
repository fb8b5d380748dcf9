/**
 * Free text (names, nicknames, units, notes, comments, bios): one rule for every such field of
 * the API, imported by both sides so that a form never refuses what the server accepts.
 *
 * - Length counts characters (Unicode code points): an emoji is one, as a person counts it, not
 *   the two UTF-16 units JavaScript's `length` gives.
 * - Text is kept NFC and trimmed (spaces and zero-width characters at either end); text made only
 *   of invisible characters (spaces, zero-width joiners, BOM, soft hyphen, fillers…) is empty.
 * - Refused: control characters (C0, DEL, C1 including U+0085), line breaks in a one-line field
 *   (a multi-line field takes \n, \r\n, U+2028 and U+2029 as line breaks, and tabs), direction
 *   overrides, embeddings and isolates (U+202A-202E, U+2066-2069: they make text read other than
 *   it is stored), and lone surrogates (broken UTF-16 that would be stored as U+FFFD).
 *
 * Written without `\p{…}` or lookbehind: the app still runs on phones whose JavaScript has neither.
 */

/** `line`: names and units, one line. `lines`: notes and comments, line breaks allowed. */
export type TextShape = 'line' | 'lines'

export interface TextRule {
  shape: TextShape
  /** The most characters (code points) once cleaned. */
  max: number
  /** True when the field may be empty (a note); else blank text is refused. */
  blank?: boolean
}

export type TextProblem =
  | { reason: 'surrogate' }
  | { reason: 'control'; char: string }
  | { reason: 'lineBreak' }
  | { reason: 'direction'; char: string }
  | { reason: 'blank' }
  | { reason: 'maxLength'; limit: number }

const PAIRS = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/
// Every character the rule looks at twice: controls, line and paragraph separators, direction.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ODD = /[\x00-\x1F\x7F-\x9F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g
// Characters that show nothing: White_Space and Default_Ignorable_Code_Point, plus the fillers
// (Hangul, braille blank) that pass for a visible character but draw none.
const INVISIBLE =
  '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F' +
  '\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8'
// The same beyond the BMP: U+1BCA0-1BCA3, U+1D173-1D17A and the tags U+E0000-E0FFF.
const INVISIBLE_ASTRAL =
  '\\uD82F[\\uDCA0-\\uDCA3]|\\uD834[\\uDD73-\\uDD7A]|[\\uDB40-\\uDB43][\\uDC00-\\uDFFF]'
// eslint-disable-next-line no-misleading-character-class -- lone joiners and selectors, on purpose
const BLANK = new RegExp(`^(?:[${INVISIBLE}]|${INVISIBLE_ASTRAL})*$`)
// What trimming removes at either end: spaces and zero-width characters that end nothing (not
// U+FE0F or the tags, which end an emoji).
const TRIMMED = /[\s\u00AD\u061C\u180E\u200B-\u200F\u2060]/
// Nothing to clean but the ends: printable ASCII and the common CJK blocks (already NFC, no
// control, invisible or direction character; at either end only U+0020 and U+3000, which
// `trim` removes).
const PLAIN = /^[\x20-\x7E\u3000-\u303F\u3400-\u4DBF\u4E00-\u9FFF\uFF01-\uFF5E]*$/

/** Characters as a person counts them (code points), not UTF-16 units. */
export function textLength(text: string): number {
  const pairs = text.match(PAIRS)
  return text.length - (pairs ? pairs.length : 0)
}

/**
 * The `maxlength` of an input for `max` characters: inputs count UTF-16 units (an emoji is two),
 * so the input lets `max` characters of any kind through and the form check counts them.
 */
export function inputMaxLength(max: number): number {
  return max * 2
}

/** Nothing to see: empty, or only spaces and invisible characters. */
export function isBlankText(text: string): boolean {
  return BLANK.test(text)
}

/** "U+202E": how a refused character is named (never shown as itself: it may not show). */
export function codePointName(char: string): string {
  const code = char.codePointAt(0) ?? 0
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
}

function trim(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && TRIMMED.test(text.charAt(start))) start++
  while (end > start && TRIMMED.test(text.charAt(end - 1))) end--
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Text as it is stored: one spelling (NFC), \n for line breaks, trimmed; invisible text is ''. */
export function cleanText(text: string, shape: TextShape): string {
  // Most text typed here (search boxes on every keystroke) is plain: only its ends to trim.
  if (PLAIN.test(text)) return text.trim()
  const lines = shape === 'lines' ? text.replace(LINE_BREAKS, '\n') : text
  const trimmed = trim(PLAIN.test(lines) ? lines : lines.normalize('NFC'))
  return isBlankText(trimmed) ? '' : trimmed
}

/** The first character the rule refuses, with why; line breaks and tabs pass in `lines`. */
function oddCharacter(text: string, shape: TextShape): TextProblem | null {
  ODD.lastIndex = 0
  for (let match = ODD.exec(text); match; match = ODD.exec(text)) {
    const char = match[0]
    const isBreak = char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029'
    if (shape === 'lines' && (isBreak || char === '\t')) continue
    if (isBreak) return { reason: 'lineBreak' }
    const code = char.charCodeAt(0)
    const direction = code >= 0x202a
    return { reason: direction ? 'direction' : 'control', char: codePointName(char) }
  }
  return null
}

/** True when the text holds a character no field takes on one line (for addresses, keys). */
export function hasOddCharacter(text: string): boolean {
  ODD.lastIndex = 0
  return LONE_SURROGATE.test(text) || ODD.test(text)
}

/**
 * A longer text is refused before it is read any further (NFC may fold a few code points into
 * one, so the bound is generous): a megabyte body spends no time in normalisation.
 */
export function rawTextLimit(max: number): number {
  return max * 8 + 64
}

/** Why the server refuses this text for a field with this rule, or null when it takes it. */
export function textProblem(text: string, rule: TextRule): TextProblem | null {
  if (text.length > rawTextLimit(rule.max)) return { reason: 'maxLength', limit: rule.max }
  if (LONE_SURROGATE.test(text)) return { reason: 'surrogate' }
  const odd = oddCharacter(text, rule.shape)
  if (odd) return odd
  const clean = cleanText(text, rule.shape)
  if (clean === '' && !rule.blank) return { reason: 'blank' }
  if (textLength(clean) > rule.max) return { reason: 'maxLength', limit: rule.max }
  return null
}

// Direction controls and the zero-width characters a search must see through ("红\u200B烧").
const DROPPED = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\x00-\x1F\x7F-\x9F\u2028\u2029]+/g

/** The text without its lone surrogates (pairs kept). */
function dropLoneSurrogates(text: string): string {
  if (!LONE_SURROGATE.test(text)) return text
  let kept = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const next = text.charCodeAt(i + 1)
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      kept += text.slice(i, i + 2)
      i++
    } else if (code < 0xd800 || code > 0xdfff) {
      kept += text.charAt(i)
    }
  }
  return kept
}

/**
 * What was typed into a search box, made searchable rather than refused: lone surrogates,
 * direction controls and zero-width characters dropped, controls and line breaks read as a
 * space, then cleaned as a line.
 */
export function cleanQuery(text: string): string {
  if (PLAIN.test(text)) return text.trim()
  const plain = dropLoneSurrogates(text).replace(DROPPED, '').replace(CONTROLS, ' ')
  return cleanText(plain, 'line')
}
