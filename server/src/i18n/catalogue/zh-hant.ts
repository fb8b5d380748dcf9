import type { ConverterFunction } from 'opencc-js'

/**
 * Catalogue text in Traditional Chinese as read in Taiwan: OpenCC's Simplified → Taiwan
 * conversion with Taiwan phrasing (s2twp: 方便面 → 泡麵, 意大利面 → 義大利麵), and before it
 * the food words OpenCC leaves as the mainland says them, where a Taiwan reader would misread
 * or not recognise them: 土豆 is a peanut in Taiwan (馬鈴薯 is the potato), 西红柿 is 番茄,
 * 包菜 is 高麗菜. Words both sides read alike (黃油, 奶油, 豆角) are left alone: turning 黄油
 * into 奶油 would make the cream (奶油) ambiguous.
 *
 * Building the converter costs about 2 s of CPU and its tables ~1 MB of code: convert once,
 * when the catalogue is imported, and keep the result; never per request.
 */
const TAIWAN_FOOD: Readonly<Record<string, string>> = {
  土豆: '马铃薯',
  西红柿: '番茄',
  酸奶: '优格',
  三文鱼: '鲑鱼',
  芝士: '起司',
  菠萝: '凤梨',
  猕猴桃: '奇异果',
  西兰花: '青花菜',
  西蓝花: '青花菜',
  花菜: '花椰菜',
  包菜: '高丽菜',
  卷心菜: '高丽菜',
  圆白菜: '高丽菜',
  西葫芦: '栉瓜',
  电饭煲: '电子锅',
  锡纸: '铝箔纸',
  锡箔纸: '铝箔纸',
  橙子: '柳橙',
}

const FOOD_WORDS = new RegExp(
  Object.keys(TAIWAN_FOOD)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
)

let converter: ConverterFunction | null = null

function taiwanConverter(): ConverterFunction {
  if (!converter) {
    // Loaded on first use: the import pays for it, a server that never converts does not.
    const OpenCC = require('opencc-js/cn2t') as typeof import('opencc-js')
    converter = OpenCC.Converter({ from: 'cn', to: 'twp' })
  }
  return converter
}

/**
 * 只 as a measure word is 隻 in Taiwan ("2隻雞翅"), as "only" it stays 只 (只要, 只需). OpenCC
 * knows the measure word after Chinese numerals and 每/幾/這 (一隻雞, 每隻蝦) but not after
 * digits ("2只", "30 只"), after 數 or in 一只只; and a unit standing alone ("只") is the
 * measure word. 只 followed by a word it begins as "only" (只要, 只需, 只有 …) is left.
 */
const MEASURE_ZHI = /(?<=[0-9０-９½¼¾⅓⅔]\s?|[數隻幾])只(?![要需有是能剩用])|^只$/g

/** Simplified catalogue text (a title, a step, a unit) as a Taiwan reader writes it. */
export function toTaiwanese(text: string): string {
  if (text === '') return text
  const converted = taiwanConverter()(text.replace(FOOD_WORDS, (word) => TAIWAN_FOOD[word] ?? word))
  return taiwanMeasureWords(converted)
}

/**
 * The measure word 只 → 隻 in Traditional text; for text converted in pieces (a step around
 * its amounts, where "2" and "只" fall in different pieces). Keeps every character's place.
 */
export function taiwanMeasureWords(traditional: string): string {
  return traditional.replace(MEASURE_ZHI, '隻')
}
