import { ingredientKind } from '../i18n/catalogue/glossary'
import { nameKey } from './names'
import type { NeedLine } from './plan'
import { measureOf } from './units'

/**
 * What a dish is made of, as opposed to what seasons it: "use what I have" and the stock
 * screen rank dishes by the share of these the kitchen covers. Salt, oil and soy sauce are in
 * every kitchen and say nothing about whether a dish can be cooked; a dish of wings is not made
 * because the kitchen has spring onion.
 */

// Spring onion, ginger and garlic as aromatics (葱花, 姜片, 蒜末, 大葱, 老姜 …), not 洋葱 or 蒜苗.
const AROMATIC =
  /^(?:小|大|香|青|生|老|嫩)?(?:葱|姜|蒜)(?:花|段|末|片|丝|瓣|头|白|泥|蓉|碎|叶|丁|粒|汁|结)?$/
const WATER = /^(?:清|开|热|冷|温|凉|沸|饮用|矿泉|纯净|凉白开|蒸锅用)?水$|^凉白开$|^冰块?$/
// The glossary's 'other' kind holds drinks (可乐, 啤酒) with tools (菜刀 1 个, 炒锅 30 cm):
// only a measured amount or a drink's container makes one of them food.
const DRINK_CONTAINERS = new Set(['瓶', '罐', '听', '包', '袋', '盒'])

/** The glossary's kind of a name, also under its stock key (土鸡蛋 is 鸡蛋). */
function kindOf(name: string) {
  return ingredientKind(name) ?? ingredientKind(nameKey(name))
}

function isAromaticOrWater(name: string): boolean {
  const key = nameKey(name)
  return AROMATIC.test(name) || AROMATIC.test(key) || WATER.test(name) || WATER.test(key)
}

/**
 * True when a food by this name can be what a dish is made of: not a seasoning, an aromatic or
 * water. Names the glossary does not know (a cook's own words) count.
 */
export function isMainFood(name: string): boolean {
  return kindOf(name) !== 'seasonings' && !isAromaticOrWater(name)
}

/** A line of the glossary's 'other' kind that is food: a drink measured or in its bottle. */
function isFoodAmount(line: NeedLine): boolean {
  const measure = measureOf(line.unit)
  if (!measure) return false
  return measure.dimension !== 'count' || DRINK_CONTAINERS.has(measure.unit)
}

/**
 * A main ingredient of a dish: main food (isMainFood), neither optional nor left to the cook
 * (适量 has no amount), and for the glossary's 'other' kind a drink rather than a tool.
 */
export function isMainLine(line: NeedLine): boolean {
  if (line.optional || line.quantity === null || !isMainFood(line.name)) return false
  return kindOf(line.name) !== 'other' || isFoodAmount(line)
}

/**
 * Which lines of a dish are its main ingredients: those isMainLine accepts; for a dish whose
 * every line is optional or 适量, its main foods all the same; for a dish of seasonings alone
 * (a sauce), every line.
 */
export function mainLines(lines: readonly NeedLine[]): boolean[] {
  const strict = lines.map(isMainLine)
  if (strict.some(Boolean)) return strict
  const foods = lines.map((line) => isMainFood(line.name))
  if (foods.some(Boolean)) return foods
  return lines.map(() => true)
}
