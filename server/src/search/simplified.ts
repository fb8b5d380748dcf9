import type { ConverterFunction } from 'opencc-js'
import { remembered } from '../lib/remembered'

let converter: ConverterFunction | null = null

/** Han characters OpenCC may change; a query without any is left as it is, untouched. */
const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff]/

/**
 * A query in Traditional characters read in Simplified, character by character (紅燒肉 →
 * 红烧肉, 簡單的早餐 → 简单的早餐), so that it meets the catalogue, its synonyms and the
 * intent words. Character for character (OpenCC tw → cn, no phrase changes), so a word's
 * place in the query stays the same and a chip can name the query's own characters. The
 * converter is a pure function built once (about 70 ms, on the first Chinese query); its
 * answers are remembered (16 µs a conversion, searches repeat).
 */
export const toSimplified = remembered(convert, 5000)

function convert(text: string): string {
  if (!HAN_RUN.test(text)) return text
  if (!converter) {
    const OpenCC = require('opencc-js/t2cn') as typeof import('opencc-js')
    converter = OpenCC.Converter({ from: 'tw', to: 'cn' })
  }
  return converter(text)
}
