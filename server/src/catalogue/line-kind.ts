import { cleanLine } from './line-text'

export type LineKind = 'ingredient' | 'remark' | 'skip'

// "原料:", "*工具**", "酒（任选其一）：": the heading of what follows, not an ingredient.
const HEADING = /[:：]\s*$/
const SEPARATOR = /^[-–—=~*_\s]*$/
// "1 汤匙 = 15ml": how a measure converts.
const CONVERSION =
  /^\d+(?:\.\d+)?\s*(?:汤匙|茶匙|大勺|小勺|勺|杯|cup|tbsp|tsp)\s*=\s*\d+(?:\.\d+)?\s*(?:ml|g|毫升|克)$/i
// A sentence to the cook ("注：…", "一般一个人可以食用 7～10 个水饺"), not a thing to buy.
const REMARK =
  /^(?:注\s*[:：]|注意|一般|通常|如果|根据个人|建议)|(?:时间|质量|体积|容量)\s*[A-Za-z]*\d*\s*[:：=]|容量是|倍$/

/** What a line of a recipe's ingredient list is: an ingredient, a remark for the tips, or a heading. */
export function lineKind(raw: string): LineKind {
  const text = cleanLine(raw)
  if (SEPARATOR.test(text) || HEADING.test(raw.trim().replace(/[*_]+$/, '')) || /^\*/.test(text)) {
    return 'skip'
  }
  if (CONVERSION.test(text)) return 'skip'
  if (REMARK.test(text)) return 'remark'
  return 'ingredient'
}

/** A remark as the tips show it. */
export function remarkText(raw: string): string {
  return cleanLine(raw)
}
