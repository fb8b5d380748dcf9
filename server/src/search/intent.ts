import type { SearchFilter } from '../../../types/recipes'
import { foldText } from '../i18n/catalogue/fold'
import { remembered } from '../lib/remembered'
import {
  HAN_FILLER,
  INTENT_WORDS,
  LATIN_FILLER,
  NOT_INTENT,
  type IntentWords,
} from './intent-words'
import { toSimplified } from './simplified'

/** A query split into what it asks of a dish (filters) and what it names (the rest). */
export interface Intent {
  filters: SearchFilter[]
  /** The query without its intent words and the filler around them ('' when nothing is left). */
  rest: string
}

const HAN_WORDS = INTENT_WORDS.flatMap((entry) => entry.zh.map((word) => ({ word, entry })))
  // Longest first: 不辣 before 辣, 快手菜 before 快手.
  .sort((a, b) => b.word.length - a.word.length)
const LATIN_PHRASES = new Map<string, IntentWords>(
  INTENT_WORDS.flatMap((entry) => entry.latin.map((phrase) => [phrase, entry] as const)),
)
const MAX_PHRASE = 4

const HAN_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 }
const MINUTE_WORDS = /^(?:min|mins|minute|minutes|minuto|minutos)$/
const HAN_TIME =
  /(\d{1,3}|[一二两三四五六十]{1,3})\s*(?:分钟|分)(?:以内|之内|内)?|半个?小时|一个?小时/g
const HALF_HOUR = new Set(['half an hour', 'half hour', 'media hora', 'demi heure'])

/** 十 10, 二十 20, 三十五 35: the Chinese numbers a cook types before 分钟. */
function hanNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text)
  const [tens = '', ones = ''] = text.split('十')
  if (!text.includes('十')) return HAN_NUMBERS[text] ?? 0
  return (tens ? (HAN_NUMBERS[tens] ?? 0) : 1) * 10 + (ones ? (HAN_NUMBERS[ones] ?? 0) : 0)
}

interface Span {
  start: number
  end: number
  kind: SearchFilter['kind']
  value: string
}

function timeSpans(text: string, taken: boolean[]): Span[] {
  const spans: Span[] = []
  for (const match of text.matchAll(HAN_TIME)) {
    const start = match.index ?? 0
    const minutes = match[1] ? hanNumber(match[1]) : match[0].startsWith('半') ? 30 : 60
    if (minutes < 1 || minutes > 240) continue
    spans.push({ start, end: start + match[0].length, kind: 'time', value: String(minutes) })
    for (let i = start; i < start + match[0].length; i++) taken[i] = true
  }
  return spans
}

function hanSpans(text: string, taken: boolean[]): Span[] {
  const spans: Span[] = []
  const guarded = new Array<boolean>(text.length).fill(false)
  for (const word of NOT_INTENT) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      for (let i = at; i < at + word.length; i++) guarded[i] = true
    }
  }
  for (const { word, entry } of HAN_WORDS) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      const end = at + word.length
      let free = true
      for (let i = at; i < end && free; i++) free = !taken[i] && !guarded[i]
      if (!free) continue
      for (let i = at; i < end; i++) taken[i] = true
      spans.push({ start: at, end, kind: entry.kind, value: entry.value })
    }
  }
  return spans
}

interface Token {
  start: number
  end: number
  folded: string
}

/** Latin words (no Han, no punctuation) with where they are and how fold.ts reads them. */
function tokensOf(text: string): Token[] {
  return Array.from(text.matchAll(/[^\s\p{P}\p{S}\p{Script=Han}]+/gu), (m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    folded: foldText(m[0]),
  }))
}

/** "10 min", "10min", "15 minutos": the most minutes a cook asked for, or null. */
function minutesOf(run: Token[]): number | null {
  const [first, second] = run
  if (!first || run.length > 2) return null
  const joined = /^(\d{1,3})(min|mins|minute|minutes|minuto|minutos)$/.exec(first.folded)
  const split = second && /^\d{1,3}$/.test(first.folded) && MINUTE_WORDS.test(second.folded)
  const minutes = run.length === 1 && joined ? Number(joined[1]) : split ? Number(first.folded) : 0
  return minutes >= 1 && minutes <= 240 ? minutes : null
}

function latinSpans(tokens: Token[]): Span[] {
  const spans: Span[] = []
  for (let i = 0; i < tokens.length;) {
    let matched = 0
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !matched; n--) {
      const run = tokens.slice(i, i + n)
      const phrase = run.map((t) => t.folded).join(' ')
      const start = run[0]?.start ?? 0
      const end = run[n - 1]?.end ?? 0
      const entry = LATIN_PHRASES.get(phrase)
      const minutes = entry ? null : HALF_HOUR.has(phrase) ? 30 : minutesOf(run)
      if (entry) spans.push({ start, end, kind: entry.kind, value: entry.value })
      else if (minutes !== null) spans.push({ start, end, kind: 'time', value: String(minutes) })
      else continue
      matched = n
    }
    i += matched || 1
  }
  return spans
}

/** One filter per kind and value; of several times, the shortest. */
function distinct(spans: Span[], words: string[]): SearchFilter[] {
  const filters: SearchFilter[] = []
  spans.forEach((span, i) => {
    const word = words[i] ?? ''
    const same = filters.find(
      (f) => f.kind === span.kind && (span.kind === 'time' || f.value === span.value),
    )
    if (!same) filters.push({ kind: span.kind, word, value: span.value })
    else if (span.kind === 'time' && Number(span.value) < Number(same.value)) {
      same.value = span.value
      same.word = word
    }
  })
  // A dish cannot be spicy and not spicy: the longer wording (不辣) already won in hanSpans.
  return filters.filter(
    (f, _, all) => !(f.value === 'spicy' && all.some((g) => g.value === 'mild')),
  )
}

/** What is left once the intent words are gone, without the filler that framed them. */
function restOf(text: string, spans: Span[]): string {
  let rest = ''
  let at = 0
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    rest += `${text.slice(at, span.start)} `
    at = span.end
  }
  rest += text.slice(at)
  const kept = rest
    .split(/[\s\p{P}\p{S}]+/u)
    .flatMap((part) =>
      part.split(
        /(?<=\p{Script=Han})(?=[^\p{Script=Han}])|(?<=[^\p{Script=Han}])(?=\p{Script=Han})/u,
      ),
    )
    .map((part) =>
      /\p{Script=Han}/u.test(part) ? part.replace(/^[的地得]+|[的地得]+$/g, '') : part,
    )
    .filter((part) => {
      if (part === '') return false
      if (/\p{Script=Han}/u.test(part)) return !HAN_FILLER.test(part)
      return !LATIN_FILLER.has(foldText(part)) && !/^\d+$/.test(part)
    })
  return kept.join(' ')
}

/**
 * The filters a query asks for, and the rest of it. The query is read in Simplified (a
 * Traditional one character for character), so `word` is the query's own text at the same
 * place: removing it from the query removes the filter. Remembered (a pure function of the
 * query; 8-15 µs each, and searches repeat): callers must not change what it answers.
 */
export const readIntent = remembered(read, 5000)

function read(q: string): Intent {
  const original = q.normalize('NFKC')
  const text = toSimplified(original)
  const shown = text.length === original.length ? original : text
  const taken = new Array<boolean>(text.length).fill(false)
  const spans = [...timeSpans(text, taken), ...hanSpans(text, taken)]
  for (const span of latinSpans(tokensOf(text))) {
    let free = true
    for (let i = span.start; i < span.end && free; i++) free = !taken[i]
    if (free) spans.push(span)
  }
  if (spans.length === 0) return { filters: [], rest: q }
  spans.sort((a, b) => a.start - b.start)
  const words = spans.map((s) => shown.slice(s.start, s.end))
  return { filters: distinct(spans, words), rest: restOf(shown, spans) }
}
