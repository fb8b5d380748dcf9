/**
 * The timer a step's text proposes, one parser for the catalogue import, the own-recipe import
 * and the edit screen: "焖 20 分钟", "simmer for 20 minutes", "hornear 1 hora", "cuire 1 h 30".
 * Table-driven: a language adds its words to UNITS, JOINS and PHRASES. Written without
 * lookbehind, named groups or `\p{…}`, which older phones' JavaScript lacks.
 */
import { chineseNumber } from './chinese-number'

// Longest words first, so "分钟" is not read as "分" nor "minutes" as "min". A Latin word must
// end there ("5 mins", not "5 mint"); "分" must not start 分熟 or 分之一.
const LATIN_END = '(?![a-zA-Z\\u00c0-\\u024f])'
// Words that make "30" after "1 h" a duration of its own ("1 h 30 min"), joined later.
const MINUTE_WORDS = `(?:m|mins?|minut[eo]s?|s|secs?|分|秒)${LATIN_END}`
const UNITS: [word: string, seconds: number, after: string][] = [
  ['个小时', 3600, ''],
  ['小时', 3600, ''],
  ['个钟头', 3600, ''],
  ['钟头', 3600, ''],
  ['分钟', 60, ''],
  ['分', 60, '(?![\\u4e00-\\u9fff])'],
  ['秒钟', 1, ''],
  ['秒', 1, ''],
  ...(
    [
      ['heures', 3600],
      ['heure', 3600],
      ['hours', 3600],
      ['hour', 3600],
      ['horas', 3600],
      ['hora', 3600],
      ['hrs', 3600],
      ['hr', 3600],
      ['minutes', 60],
      ['minute', 60],
      ['minutos', 60],
      ['minuto', 60],
      ['mins', 60],
      ['min', 60],
      ['secondes', 1],
      ['seconde', 1],
      ['seconds', 1],
      ['second', 1],
      ['segundos', 1],
      ['segundo', 1],
      ['secs', 1],
      ['sec', 1],
      ['s', 1],
    ] as const
  ).map(([word, seconds]): [string, number, string] => [word, seconds, LATIN_END]),
  // "1 h 30", "1h30": the minutes after "h" need no unit (the only capturing group of UNIT).
  ['h', 3600, `${LATIN_END}(?:\\s*(\\d{1,2})(?![.,]?\\d|\\s*(?:[/°%]|${MINUTE_WORDS})))?`],
]
const SECONDS_OF = new Map(UNITS.map(([word, seconds]) => [word, seconds]))

/** Whole phrases without a number: "half an hour", "media hora", "une demi-heure". */
const PHRASES: [pattern: string, seconds: number][] = [
  ['half an? hour', 1800],
  ['media hora', 1800],
  ['(?:une )?demi-heure', 1800],
  ['an hour and a half', 5400],
  ['an hour', 3600],
  ['una hora', 3600],
  ['une heure', 3600],
]

/** What may stand between "1 hour" and "15 minutes" for them to be one duration. */
const JOINS = '零|又|and|y|et'
/** A range's separator: the larger end is the timer ("20-25 minutes" → 25). */
const RANGE = '\\s*(?:-|~|～|–|—|到|至|to|a|à|ou|or|o)\\s*'

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 }
const FRACTION = '[½¼¾⅓⅔]'
const CHINESE = '[零〇一二两三四五六七八九十百]+'
// "1 1/2", "1½", "1.5", "1,5", "½", "1/2", "十五".
const NUMBER = `\\d+\\s+\\d+/\\d+|\\d+(?:[.,]\\d+)?\\s*${FRACTION}?|\\d+/\\d+|${FRACTION}|${CHINESE}`
const UNIT = UNITS.map(([word, , after]) => word + after).join('|')
// 1 半 | 2 low | 3 high | 4 个半 | 5 unit | 6 the minutes of "1 h 30" | 7 a phrase
const DURATION = new RegExp(
  `(半)?\\s*(?:个)?\\s*(?:(${NUMBER})(?:${RANGE}(${NUMBER}))?\\s*(?:个)?(半)?\\s*)?(${UNIT})` +
    // A phrase starts a word: "than hour" is no "an hour".
    `|(?:^|[^a-zA-Z\\u00c0-\\u024f])(${PHRASES.map(([pattern]) => pattern).join('|')})${LATIN_END}`,
  'gi',
)

function valueOf(token: string | undefined): number | null {
  if (token === undefined) return null
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(token)
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const fraction = /^(\d+)\/(\d+)$/.exec(token)
  if (fraction) return Number(fraction[2]) ? Number(fraction[1]) / Number(fraction[2]) : null
  const glyph = FRACTIONS[token.slice(-1)]
  if (glyph !== undefined) {
    const whole = token.slice(0, -1).trim()
    return (whole === '' ? 0 : Number(whole.replace(',', '.'))) + glyph
  }
  if (/^\d/.test(token)) return Number(token.replace(',', '.'))
  return chineseNumber(token)
}

interface Found {
  seconds: number
  start: number
  end: number
  unitSeconds: number
}

function phraseSeconds(text: string): number {
  const lower = text.toLowerCase()
  return PHRASES.find(([pattern]) => new RegExp(`^${pattern}$`).test(lower))?.[1] ?? 0
}

/** Every duration a step names, in order ("10-15 分钟" counts as 15 minutes). */
function durations(text: string): Found[] {
  const found: Found[] = []
  for (const match of text.matchAll(DURATION)) {
    const start = match.index ?? 0
    const end = start + match[0].length
    if (match[7]) {
      const seconds = phraseSeconds(match[7])
      if (seconds) found.push({ seconds, start, end, unitSeconds: 3600 })
      continue
    }
    const word = (match[5] ?? '').replace(/[\s\d]+$/, '').toLowerCase()
    const unitSeconds = SECONDS_OF.get(word) ?? 0
    const amount = valueOf(match[3]) ?? valueOf(match[2])
    let value: number
    if (amount !== null) value = amount + (match[4] ? 0.5 : 0)
    else if (match[1]) value = 0.5
    else continue
    // "1 h 30": the minutes of an hour written without their unit.
    if (match[6] && Number(match[6]) < 60) value += Number(match[6]) / 60
    if (!unitSeconds || value <= 0) continue
    found.push({ seconds: value * unitSeconds, start, end, unitSeconds })
  }
  return found
}

const JOINED = new RegExp(`^\\s*(?:${JOINS})?\\s*$`, 'i')

/**
 * The timer a step deserves: its longest duration in seconds ("焖煮 3 分钟" → 180), with
 * "1 小时 30 分钟" and "1 hour and 15 minutes" read as one duration; null when the step names
 * none. Days (腌制 1-2 天, "2 days") are not kitchen timers and are left out.
 */
export function timerSeconds(text: string): number | null {
  const plain = text.replace(/\*\*/g, '')
  const found = durations(plain)
  let longest = 0
  for (let i = 0; i < found.length; i++) {
    let total = found[i]!.seconds
    // A larger unit followed at once by a smaller one.
    for (let j = i; found[j + 1] && found[j + 1]!.unitSeconds < found[j]!.unitSeconds; j++) {
      if (!JOINED.test(plain.slice(found[j]!.end, found[j + 1]!.start))) break
      total += found[j + 1]!.seconds
    }
    longest = Math.max(longest, total)
  }
  return longest > 0 ? Math.round(longest) : null
}

/** The longest timer a step may carry (24 h, OWN_RECIPE_LIMITS.timerSeconds). */
const TIMER_MAX = 86_400

/**
 * The timer proposed for a cook's own step (the edit screen, pasted text, a page's recipe):
 * as timerSeconds, and none past a day ("marinate 48 hours" is no kitchen timer).
 */
export function proposedTimer(text: string): number | null {
  const seconds = timerSeconds(text)
  return seconds !== null && seconds <= TIMER_MAX ? seconds : null
}
