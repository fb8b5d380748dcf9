/**
 * The timer a step's text proposes while it is typed ("焖 20 分钟" → 1200 s, "bake 1 h 30 min"
 * → 5400 s): its longest duration, a larger unit followed at once by a smaller one read as one.
 * Written without lookbehind or `\p{…}` (older phones' JavaScript has neither).
 */
const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
}

/** 一 to 九十九 (十五, 二十, 三十五); kitchen times need no more. */
function chineseNumber(text: string): number | null {
  if (text === '十') return 10
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text]
  const high = tens === '' ? (text.includes('十') ? 1 : 0) : DIGITS[tens ?? '']
  const low = ones === '' ? 0 : DIGITS[ones ?? '']
  if (high === undefined || low === undefined || (ones ?? '').length > 1) return null
  return high * 10 + low
}

const NUMBER = '(\\d+(?:[.,]\\d+)?|[零〇一二两三四五六七八九十]+|半)'
// Longest words first, so "分钟" is not read as "分" and "minutes" not as "min".
const UNITS: [string, number][] = [
  ['个小时', 3600],
  ['小时', 3600],
  ['个钟头', 3600],
  ['钟头', 3600],
  ['分钟', 60],
  ['秒钟', 1],
  ['分', 60],
  ['秒', 1],
  ['hours', 3600],
  ['hour', 3600],
  ['heures', 3600],
  ['heure', 3600],
  ['horas', 3600],
  ['hora', 3600],
  ['hrs', 3600],
  ['hr', 3600],
  ['h', 3600],
  ['minutes', 60],
  ['minute', 60],
  ['minutos', 60],
  ['minuto', 60],
  ['mins', 60],
  ['min', 60],
  ['seconds', 1],
  ['second', 1],
  ['secondes', 1],
  ['seconde', 1],
  ['segundos', 1],
  ['segundo', 1],
  ['secs', 1],
  ['sec', 1],
  ['s', 1],
]
const UNIT = `(${UNITS.map(([word]) => word).join('|')})`
// A Latin unit must end a word ("5 mins", not "5 mint"); "分" must not start 分熟 / 分之一.
const DURATION = new RegExp(`${NUMBER}\\s*(?:个)?(半)?\\s*${UNIT}(?![a-zA-Z\\u4e00-\\u9fff])`, 'gi')

function amountOf(token: string): number | null {
  if (token === '半') return 0.5
  if (/^\d/.test(token)) return Number(token.replace(',', '.'))
  return chineseNumber(token)
}

export function proposeTimer(text: string): number | null {
  const found: { seconds: number; unit: number; start: number; end: number }[] = []
  for (const match of text.matchAll(DURATION)) {
    const unit = UNITS.find(([word]) => word === match[3]?.toLowerCase())?.[1]
    const amount = amountOf(match[1] ?? '')
    if (!unit || amount === null || amount <= 0) continue
    const value = amount + (match[2] ? 0.5 : 0)
    const start = match.index ?? 0
    found.push({ seconds: value * unit, unit, start, end: start + match[0].length })
  }
  let longest = 0
  for (let i = 0; i < found.length; i++) {
    let total = found[i]!.seconds
    for (let j = i; found[j + 1] && found[j + 1]!.unit < found[j]!.unit; j++) {
      if (!/^\s*(?:零|又|and|et|y)?\s*$/i.test(text.slice(found[j]!.end, found[j + 1]!.start)))
        break
      total += found[j + 1]!.seconds
    }
    longest = Math.max(longest, total)
  }
  return longest > 0 ? Math.min(Math.round(longest), 86_400) : null
}
