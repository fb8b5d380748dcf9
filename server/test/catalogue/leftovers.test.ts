import { loadHowToCook } from '../../src/catalogue/source'
import { createPreparer } from '../../src/catalogue/prepare'
import type { ParsedIngredient } from '../../src/catalogue/parsed-ingredient'
import { scaleStep } from '../../../types/amounts'

/**
 * The whole shipped catalogue, as the import prepares it: no formula, marker or flag word of the
 * source is left in what a cook reads (HowToCook's "* 份数", "向上取整", "4ml * 鸡蛋/个",
 * "盐量 = 兔肉斤数 * 2 克", "0-2g"), and duplicate listings of one ingredient are one line.
 */
const recipes = loadHowToCook().map(createPreparer())

// What a formula leaves behind: an operator, a "per serving" word, a flag the parser reads.
const FORMULA = /[=*]|份数|人数|斤数|块数|向上取整|\bx\s*\d/
const FLAG_NOTE = /^(?:可选|选用)(?:[；，]|$)/

function leftovers(line: ParsedIngredient): string[] {
  const found: string[] = []
  if (FORMULA.test(line.name)) found.push(`name "${line.name}"`)
  if (line.note && FORMULA.test(line.note)) found.push(`note "${line.note}"`)
  if (line.note && FLAG_NOTE.test(line.note)) found.push(`flag in note "${line.note}"`)
  if (line.parsed && /(?:的数量|数量|总量|共需|量)$/.test(line.name)) found.push(`"${line.name}"`)
  if (/[:：]$/.test(line.name) || /^[-*]/.test(line.name)) found.push(`heading "${line.name}"`)
  if (line.quantityLow !== null && line.quantity !== null && line.quantityLow >= line.quantity) {
    found.push(`range ${line.quantityLow}-${line.quantity}`)
  }
  if (line.quantityLow === 0 || line.quantity === 0) found.push('an amount of 0')
  if (line.per) found.push(`unresolved per ${line.per.name}`)
  return found
}

test('no parsing leftover in any ingredient of the catalogue', () => {
  const found = recipes.flatMap((recipe) =>
    recipe.ingredients.flatMap((line) =>
      leftovers(line).map((what) => `${recipe.title}: ${line.raw.split('\n')[0]} → ${what}`),
    ),
  )
  expect(found).toEqual([])
})

test('one ingredient is one line, whatever its listings call it', () => {
  const wings = recipes.find((r) => r.title === '可乐鸡翅')
  const names = wings?.ingredients.map((i) => i.name) ?? []
  expect(names.filter((n) => n.startsWith('鸡翅'))).toHaveLength(1)
  expect(names.filter((n) => n.startsWith('小葱'))).toHaveLength(1)
  expect(names.filter((n) => n.startsWith('料酒'))).toHaveLength(1)
})

test('西红柿炒鸡蛋 reads as a cook would write it', () => {
  const dish = recipes.find((r) => r.title === '西红柿炒鸡蛋')
  const byName = new Map(dish?.ingredients.map((i) => [i.name, i]))
  expect(byName.get('鸡蛋')).toMatchObject({ quantity: 1.5, unit: '个', roundUp: true, note: null })
  // 4 ml of oil for each egg.
  expect(byName.get('食用油')).toMatchObject({ quantity: 6, unit: 'ml', note: null })
  expect(byName.get('盐')).toMatchObject({ quantity: 2, quantityLow: 1.5, optional: false })
  expect(byName.get('糖')).toMatchObject({ quantity: 2, quantityLow: null, optional: true })
  expect(byName.get('葱花')).toMatchObject({ optional: true })
})

// A weight, volume or spoon written in a step ("10g", "10 ～ 20 毫升", "两勺").
const MEASURE_IN_STEP =
  /(?<![\d.A-Za-z])(?:\d+(?:\.\d+)?(?:\s*(?:-|~|～|到|至)\s*\d+(?:\.\d+)?)?|[一两二三四五六七八九十半]+)\s*(?:g|克|kg|千克|公斤|斤|两|ml|mL|毫升|L|升|汤匙|茶匙|大勺|小勺|汤勺|勺|杯)(?![A-Za-z])/g

test('every weight, volume and spoon in a step scales with the servings', () => {
  const unmarked: string[] = []
  for (const recipe of recipes) {
    for (const step of recipe.steps) {
      if (/份数|人数\s*\*/.test(step.text)) unmarked.push(`${recipe.title}: ${step.text}`)
      for (const match of step.text.matchAll(MEASURE_IN_STEP)) {
        const at = match.index ?? 0
        // "每一勺", "每 100g 肉": a rate, not an amount of this dish.
        if (/(?:每次?|另|同|这|那|其中)\s*$/.test(step.text.slice(Math.max(0, at - 3), at)))
          continue
        // "1 汤匙 = 15ml" says how a spoon converts: neither side is an amount to cook with.
        if (
          /=\s*$/.test(step.text.slice(0, at)) ||
          /^\s*=/.test(step.text.slice(at + match[0].length))
        )
          continue
        const marked = step.amounts.some((a) => a.start <= at && at < a.end)
        if (!marked && !/^[一两二三四五六七八九十]+两$/.test(match[0])) {
          unmarked.push(`${recipe.title}: …${step.text.slice(Math.max(0, at - 6), at + 12)}…`)
        }
      }
    }
  }
  expect(unmarked).toEqual([])
})

test('a step read for two has twice the amounts, rounded as the ingredients are', () => {
  const eggs = recipes.find((r) => r.title === '西红柿炒鸡蛋')
  const step = eggs?.steps.find((s) => s.text.includes('的盐'))
  expect(step?.text).toBe('将鸡蛋打入碗中，加入 1g 的盐，搅匀，即为 鸡蛋液')
  expect(step && scaleStep(step.text, step.amounts, 3).text).toBe(
    '将鸡蛋打入碗中，加入 3g 的盐，搅匀，即为 鸡蛋液',
  )
  const wings = recipes.find((r) => r.title === '可乐鸡翅')
  const first = wings?.steps[0]
  expect(first && scaleStep(first.text, first.amounts, 2).text).toContain(
    '放生姜 2 片和料酒 20-40 毫升',
  )
  // Lengths, times and counts that are not ingredients stay as written.
  const all = recipes.flatMap((r) => r.steps)
  const cut = all.find((s) => s.text.includes('切成边长不超过 4cm'))
  expect(cut && scaleStep(cut.text, cut.amounts, 2).text).toContain('4cm')
})
