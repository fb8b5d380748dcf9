import { pinyin } from 'pinyin-pro'
import { HAN, searchKey } from './text'

/**
 * Words home cooks wrap a dish name in ("可乐鸡翅的做法", "怎么做红烧肉"), longest first so
 * "的做法" goes before "做法". Only stripped when what is left still says something.
 */
const FILLER = [
  '的家常做法',
  '的做法大全',
  '的做法',
  '的家常',
  '的教程',
  '怎么做好吃',
  '怎么做',
  '怎样做',
  '如何做',
  '怎么烧',
  '怎么炒',
  '做法大全',
  '做法',
  '家常',
  '教程',
  '简单',
  '菜谱',
  '食谱',
  '步骤',
  '大全',
  '正宗',
  '好吃的',
  '好吃',
  '怎么',
  '如何',
  '我想吃',
  '想吃',
]
const FILLER_PATTERN = new RegExp(FILLER.join('|'), 'g')

/** What separates the parts of a query: spaces and punctuation, Chinese or not. */
const SEPARATORS = /[\s\p{P}\p{S}]+/u

export interface UnderstoodQuery {
  /** The whole query as search sees it (searchKey). */
  key: string
  /** The query without filler (the key itself when there is none). */
  core: string
  /** The core's parts, split on spaces and punctuation, each a key; empty ones dropped. */
  parts: string[]
}

function stripFiller(text: string): string {
  const stripped = text.replace(FILLER_PATTERN, ' ').replace(/的(?=\s|$)/g, ' ')
  return stripped.trim() ? stripped : text
}

export function understandQuery(q: string): UnderstoodQuery {
  const normal = q.normalize('NFKC').toLowerCase()
  const parts = stripFiller(normal)
    .split(SEPARATORS)
    .map(searchKey)
    .filter((p) => p !== '')
  const key = searchKey(normal)
  const core = parts.join('')
  return { key, core: core || key, parts: parts.length > 0 ? parts : [key] }
}

/** Sound-alike keys tried at most: the toneless pinyin and a few fuzzy spellings. */
const MAX_SOUNDS = 4

/** Initials southern speakers (and keyboards) mix up: 狮 shi / 蛳 si, 粽 zong / 中 zhong. */
function fuzzyInitial(syllable: string): string | null {
  const flat = /^([zcs])h/.exec(syllable)
  if (flat) return `${flat[1]}${syllable.slice(2)}`
  const curled = /^([zcs])(?!h)/.exec(syllable)
  return curled ? `${curled[1]}h${syllable.slice(1)}` : null
}

/**
 * Toneless pinyin of a key made of Han characters (宫爆鸡丁 → gongbaojiding), then the same
 * with one zh/ch/sh ↔ z/c/s initial swapped (螺狮粉 luoshifen → luosifen); empty for other keys.
 */
export function homophoneKeys(key: string): string[] {
  const chars = Array.from(key)
  if (chars.length < 2 || !chars.every((ch) => HAN.test(ch))) return []
  const syllables = pinyin(key, { toneType: 'none', type: 'array' }).map((s) =>
    s.toLowerCase().replace(/ü/g, 'v'),
  )
  const keys = [syllables.join('')]
  syllables.forEach((syllable, i) => {
    const swapped = fuzzyInitial(syllable)
    if (!swapped || keys.length >= MAX_SOUNDS) return
    keys.push([...syllables.slice(0, i), swapped, ...syllables.slice(i + 1)].join(''))
  })
  return keys
}
