import { remembered } from '../lib/remembered'
import { SYNONYM_GROUPS } from '../search/synonyms-data'

/**
 * How stock item names and recipe ingredient names are compared: one normaliser for the dish
 * page's stock marks, the settle popup, suggestions, the shopping list and the stock form. Two
 * names match when they name the same food as a cook shops for it:
 * - widths, case, spaces and what is in brackets are evened out ("Ｍｉｌｋ" = "milk", "鸡蛋（大）"
 *   = "鸡蛋");
 * - words that say how it was raised, kept or packed are left out ("土鸡蛋", "散养鸡蛋", "新鲜香菇",
 *   "冷冻虾仁", "盒装牛奶"), when what remains is still a name of two characters or more (土豆 and
 *   生抽 stay themselves);
 * - a count written into the name goes ("鸡蛋 10 个");
 * - the regional names search knows are one food (番茄 = 西红柿, 马铃薯 = 土豆).
 * A recipe line also answers to its alias (生粉 → 淀粉). Remembered: plans match the same few
 * hundred names all day.
 */

const QUALIFIERS = [
  '新鲜',
  '冰鲜',
  '鲜',
  '散养',
  '土',
  '农家',
  '有机',
  '冷冻',
  '速冻',
  '进口',
  '本地',
  '野生',
  '精选',
  '优质',
]
const PACKING = /^(?:盒装|袋装|瓶装|罐装|桶装|散装|整只|整个|整块)/
const BRACKETS = /[(（[【][^)）\]】]*[)）\]】]/g
const COUNT_AT_END = /\s*[x×*]?\s*\d+(?:\.\d+)?\s*(?:个|只|枚|盒|袋|瓶|包|斤|克|g|kg|ml|l)?$/i

function plain(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(BRACKETS, '').replace(/\s+/g, '')
}

/** Each regional name's group word: the first of its synonym group, written as a key. */
const CANONICAL = new Map<string, string>()
for (const group of SYNONYM_GROUPS) {
  const head = plain(group[0] as string)
  for (const word of group) {
    const key = plain(word)
    if (!CANONICAL.has(key)) CANONICAL.set(key, head)
  }
}

/** The name without how it was raised, kept or packed, while a real name remains. */
function withoutQualifiers(key: string): string {
  let name = key.replace(PACKING, '')
  for (let changed = true; changed;) {
    changed = false
    for (const word of QUALIFIERS) {
      const rest = name.slice(word.length)
      if (name.startsWith(word) && rest.length >= 2) {
        name = rest
        changed = true
      }
    }
  }
  return name
}

export const nameKey = remembered((name: string): string => {
  const key = plain(name).replace(COUNT_AT_END, '') || plain(name)
  const food = withoutQualifiers(key)
  return CANONICAL.get(key) ?? CANONICAL.get(food) ?? food
}, 20_000)

/** Every key a recipe ingredient line answers to: its name and its alias. */
export function lineKeys(name: string, alias: string | null | undefined): string[] {
  const keys = [nameKey(name)]
  if (alias) {
    const key = nameKey(alias)
    if (key !== '' && key !== keys[0]) keys.push(key)
  }
  return keys
}
