import { chineseNumber } from './numbers'

const NUMBER = String.raw`\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百]+`
const RANGE = String.raw`\s*(?:-|~|～|–|到|至)\s*`
// "分" alone is minutes only when no Han character follows (七分熟, 三分之一 are not times).
const UNIT = String.raw`(?<unit>秒钟|秒|分钟|分(?![\u4e00-\u9fff])|个?小时|个?钟头)`
const DURATION = new RegExp(
  String.raw`(?<half>半)?\s*(?:个)?\s*(?:(?<low>${NUMBER})(?:${RANGE}(?<high>${NUMBER}))?\s*(?:个)?(?<andHalf>半)?\s*)?${UNIT}`,
  'g',
)
const SECONDS: Record<string, number> = { 秒: 1, 分: 60, 时: 3600, 头: 3600 }

function valueOf(token: string | undefined): number | null {
  if (token === undefined) return null
  return /^\d/.test(token) ? Number(token) : chineseNumber(token)
}

interface Found {
  seconds: number
  start: number
  end: number
  unitSeconds: number
}

/** Every duration a step names, in order ("10-15 分钟" counts as 15 minutes). */
function durations(text: string): Found[] {
  const found: Found[] = []
  for (const match of text.replace(/\*\*/g, '').matchAll(DURATION)) {
    const groups = match.groups ?? {}
    const unit = groups.unit ?? ''
    const unitSeconds = SECONDS[unit.replace(/钟$/, '').slice(-1)] ?? 0
    const amount = valueOf(groups.high) ?? valueOf(groups.low)
    let value: number
    if (amount !== null) value = amount + (groups.andHalf ? 0.5 : 0)
    else if (groups.half) value = 0.5
    else continue
    if (!unitSeconds || value <= 0) continue
    const start = match.index ?? 0
    found.push({ seconds: value * unitSeconds, start, end: start + match[0].length, unitSeconds })
  }
  return found
}

/**
 * The timer a step deserves: its longest duration in seconds ("焖煮 3 分钟" → 180), with
 * "1 小时 30 分钟" read as one duration; null when the step names none. Days (腌制 1-2 天) are
 * not kitchen timers and are left out.
 */
export function timerSeconds(text: string): number | null {
  const found = durations(text)
  let longest = 0
  for (let i = 0; i < found.length; i++) {
    let total = found[i]?.seconds ?? 0
    // "1 小时 30 分钟", "1 分 30 秒": a larger unit followed at once by a smaller one.
    let j = i
    while (
      found[j + 1] &&
      found[j + 1]!.unitSeconds < found[j]!.unitSeconds &&
      /^\s*(?:零|又)?\s*$/.test(text.slice(found[j]!.end, found[j + 1]!.start))
    ) {
      total += found[j + 1]!.seconds
      j++
    }
    longest = Math.max(longest, total)
  }
  return longest > 0 ? Math.round(longest) : null
}
