import { pinyin } from 'pinyin-pro'
import { titleUnits, type TitleUnit } from './text'

/** Toneless pinyin of each Han character of a title, as typed on a keyboard (ü as v). */
export function titlePinyin(title: string): string[] {
  const chars = Array.from(title)
  const syllables = pinyin(title, { type: 'array', toneType: 'none' })
  // pinyin-pro answers one entry per character; keep those of Han characters.
  const units = titleUnits(title).filter((u): u is TitleUnit => u !== null && u.han)
  const byChar = new Map<number, string>()
  let offset = 0
  chars.forEach((ch, i) => {
    byChar.set(offset, (syllables[i] ?? '').toLowerCase().replace(/ü/g, 'v'))
    offset += ch.length
  })
  return units.map((u) => byChar.get(u.start) ?? '')
}

/** A pinyin unit: the syllable of a Han character, or a Latin run as itself. */
export interface PinyinUnit {
  full: string
  initial: string
  unit: TitleUnit
}

/** Runs by the syllables array they were cut with (search keeps one array per cached row). */
const runsCache = new WeakMap<string[], { title: string; runs: PinyinUnit[][] }>()

/** Runs of pinyin units, split where the title has punctuation. */
export function pinyinRuns(title: string, syllables: string[]): PinyinUnit[][] {
  const cached = runsCache.get(syllables)
  // Highlighting a page of pinyin hits cuts the same titles again and again.
  if (cached?.title === title) return cached.runs
  const runs = cutRuns(title, syllables)
  runsCache.set(syllables, { title, runs })
  return runs
}

function cutRuns(title: string, syllables: string[]): PinyinUnit[][] {
  const runs: PinyinUnit[][] = [[]]
  let han = 0
  for (const unit of titleUnits(title)) {
    if (!unit) {
      runs.push([])
      continue
    }
    const full = unit.han ? (syllables[han++] ?? '') : unit.text.toLowerCase()
    if (!full) continue
    runs[runs.length - 1]?.push({ full, initial: full[0] ?? '', unit })
  }
  return runs.filter((run) => run.length > 0)
}

/** Title ranges (UTF-16) of the characters whose pinyin, full or initials, spells `key`. */
export function pinyinRanges(
  title: string,
  syllables: string[],
  key: string,
  kind: 'full' | 'initial',
): [number, number][] {
  for (const run of pinyinRuns(title, syllables)) {
    for (let i = 0; i < run.length; i++) {
      let spelled = ''
      for (let j = i; j < run.length; j++) {
        spelled += run[j]?.[kind] ?? ''
        if (spelled === key) return [[run[i]?.unit.start ?? 0, run[j]?.unit.end ?? 0]]
        if (!key.startsWith(spelled)) break
      }
    }
  }
  return []
}
