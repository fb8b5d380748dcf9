import { AMOUNT_ONLY, amountOf, type Amount } from './amount'
import { parseNumber } from './numbers'

/**
 * The amount is measured against another ingredient of the recipe ("食用油 4ml * 鸡蛋/个": 4 ml
 * for each egg; "盐量 = 兔肉斤数 * 2 克": 2 g for each 斤 of rabbit). `unit` is the unit the other
 * ingredient is counted in, null for its own unit; `factor` multiplies (面粉 / 4 → 0.25).
 */
export interface PerIngredient {
  name: string
  unit: string | null
}

/** What the remarks of a line say besides words for the cook. */
export interface LineNotes {
  notes: string[]
  optional: boolean
  roundUp: boolean
  per: PerIngredient | null
  /** Divides the amount: "1.5 只/三人" is half a pepper a person. */
  divisor: number
  /** A total that replaces the amount ("70 x 5 = 350g"). */
  total: Amount | null
}

const OPTIONAL = /^(?:可选|选用|备选|非必需|可不放|可不加)(?:[，,；;：:\s]+|$)/
const ROUND_UP = /[（(]?\s*向上取整\s*[)）]?/g
/** The unit a "how many of it" word counts in: 斤数 → 斤, 块数 → 块, 数量 → its own unit. */
const COUNT_WORDS: Record<string, string | null> = {
  斤数: '斤',
  块数: '块',
  张数: '张',
  个数: '个',
  的数量: null,
  数量: null,
  数: null,
}
export const COUNT_WORD_SOURCE = Object.keys(COUNT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const PER_SLASH = /^\*\s*([^*/=\d]+?)\s*\/\s*(个|只|斤|块|根|克|g)$/
const PER_WORD = new RegExp(`^\\*\\s*([^*/=\\d]+?)(${COUNT_WORD_SOURCE})$`)
const PER_PEOPLE = /^\/\s*([\d一二两三四五六七八九十]+)\s*人$/
const TOTAL = /^[x×*]\s*\d+(?:\.\d+)?\s*=\s*(.+)$/
// A restated amount: "= 15g * 5", "= 10 克".
const RESTATED = /^=\s*[\d.]+\s*\S*(?:\s*\*\s*\d+)?$/

/** The unit a count word names, or null for the ingredient's own unit. */
export function countWordUnit(word: string): string | null {
  return COUNT_WORDS[word] ?? null
}

/** Reads flags, formulas and totals out of a line's remarks; what remains is for the cook. */
export function readNotes(raw: readonly string[]): LineNotes {
  const result: LineNotes = {
    notes: [],
    optional: false,
    roundUp: false,
    per: null,
    divisor: 1,
    total: null,
  }
  for (const original of raw) {
    let note = original
    if (ROUND_UP.test(note)) {
      result.roundUp = true
      note = note.replace(ROUND_UP, '')
    }
    note = note.replace(/\s*\*\s*(?:份数|人数|人)/g, '').trim()
    // "20cm*6cm*5cm" is a size, not a formula.
    note = note.replace(/(\d\s*(?:cm|厘米|mm|毫米))\s*\*\s*(?=\d)/g, '$1×')
    // "大约二斤五两 = 1250 克": the amount in grams is the one to read.
    note = note.replace(
      /^(约|大约|大概)?(?![x×*\s])[^=]*?\s*=\s*(\d[\d.]*\s*(?:克|g|毫升|ml))$/,
      (_, about = '', amount: string) => (about ? `${about} ${amount}` : amount),
    )
    note = note.replace(/^[，,；;：:\s]+|[，,；;：:\s]+$/g, '')
    const optional = OPTIONAL.exec(note)
    if (optional) {
      result.optional = true
      note = note.slice(optional[0].length)
    }
    const slash = PER_SLASH.exec(note)
    const word = PER_WORD.exec(note)
    const people = PER_PEOPLE.exec(note)
    const total = TOTAL.exec(note)
    const totalAmount = total?.[1] ? AMOUNT_ONLY.exec(total[1].trim())?.groups : undefined
    if (slash?.[1]) result.per = { name: slash[1].trim(), unit: slash[2] ?? null }
    else if (word?.[1] && word[2])
      result.per = { name: word[1].trim(), unit: countWordUnit(word[2]) }
    else if (people?.[1]) result.divisor = parseNumber(people[1]) ?? 1
    else if (totalAmount) result.total = amountOf(totalAmount)
    else if (RESTATED.test(note)) continue
    else if (note !== '') result.notes.push(note)
  }
  return result
}
