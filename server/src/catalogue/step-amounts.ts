import { COUNT_UNITS, type StepAmount } from '../../../types/amounts'
import { CHINESE_SOURCE, parseNumber } from './numbers'

/**
 * The amounts a step names, marked so they scale with the servings: "加入 1g * 份数 的盐" reads
 * "加入 1g 的盐" and becomes "2g" for two. Weights, volumes and spoons always scale; a count
 * ("1 片", "2 个") only next to one of the recipe's ingredients ("生姜 1 片", "2 个鸡蛋"), since
 * "切成 3 段", "戳 5 个洞" or "2 个小时" are not amounts to cook with. Lengths, temperatures and
 * times never scale.
 */

const MEASURES =
  'g|克|kg|千克|公斤|斤|两|mg|ml|mL|毫升|L|升|汤匙|茶匙|大勺|小勺|汤勺|勺|杯|tbsp|tsp|cup'
// Not 两 after a Chinese numeral: "翻炒一两分钟" is one or two minutes.
const CHINESE_MEASURES = MEASURES.replace('|两|', '|')
const COUNTS = [...COUNT_UNITS].sort((a, b) => b.length - a.length).join('|')
const NUMBER = String.raw`\d+(?:\.\d+)?(?:\s*/\s*\d+)?`
const RANGE = String.raw`\s*(?:-|~|～|到|至)\s*`
// A measure: digits (maybe a range) or a Chinese numeral ("两勺", "半杯"), then the unit. Not
// the end of a longer number or word ("10cm" is not "0 c…"; "1 ml" must not be "1 mlx").
// Chinese numerals only before a measure ("两勺", "半杯"): before a count they are too often not
// an amount ("一个方向", "另一片吐司", "后半段", "一个一个放入").
const AMOUNT = new RegExp(
  String.raw`(?<![\d.A-Za-z])(?:(?<low>${NUMBER})(?:${RANGE}(?<high>${NUMBER}))?\s*(?<unit>${MEASURES}|${COUNTS})` +
    String.raw`|(?<cn>${CHINESE_SOURCE})(?<cUnit>${CHINESE_MEASURES}))(?![A-Za-z])`,
  'g',
)
// "每一勺", "每 100g 肉": a rate, not an amount of this dish; "另一杯": another one.
const NOT_AN_AMOUNT_BEFORE = /(?:每次?|另|同|这|那|其中)\s*$/
const PER_SERVING = /\s*\*\s*(?:份数|人数)|(?:份数|人数)\s*\*\s*/g
// "个小时", "个月": a count word that is part of a time.
const TIME_AFTER = /^(?:小时|钟头|月|星期|晚上|半小时)/

function nextToIngredient(before: string, after: string, names: readonly string[]): boolean {
  const head = before.replace(/[\s，,、：:]+$/, '')
  const tail = after.replace(/^[\s的]+/, '')
  return names.some((name) => name !== '' && (head.endsWith(name) || tail.startsWith(name)))
}

/** The step's text without "* 份数", and its amounts marked; `names`: the recipe's ingredients. */
export function markStepAmounts(
  raw: string,
  names: readonly string[],
): { text: string; amounts: StepAmount[] } {
  const text = raw.replace(PER_SERVING, ' ').replace(/ {2,}/g, ' ')
  const amounts: StepAmount[] = []
  for (const match of text.matchAll(AMOUNT)) {
    const g = match.groups ?? {}
    const unit = g.unit ?? g.cUnit ?? ''
    const start = match.index ?? 0
    const after = text.slice(start + match[0].length)
    if (NOT_AN_AMOUNT_BEFORE.test(text.slice(Math.max(0, start - 3), start))) continue
    if (COUNT_UNITS.has(unit)) {
      if (TIME_AFTER.test(after)) continue
      if (!nextToIngredient(text.slice(0, start), after, names)) continue
    }
    const low = parseNumber(g.low ?? g.cn ?? '')
    const high = g.high === undefined ? null : parseNumber(g.high)
    if (low === null || low === 0) continue
    const numberText = match[0].slice(0, match[0].length - unit.length).trimEnd()
    amounts.push({
      start,
      end: start + numberText.length,
      quantity: high ?? low,
      quantityLow: high === null ? null : low,
      unit,
    })
  }
  return { text, amounts }
}
