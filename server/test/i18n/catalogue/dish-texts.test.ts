import { loadHowToCook } from '../../../src/catalogue/source'
import { createPreparer } from '../../../src/catalogue/prepare'
import { translatedSteps, translatedTitles } from '../../../src/i18n/catalogue/dish-texts'
import { scaleStep } from '../../../../types/amounts'

/**
 * Translated steps stay in step with the Chinese ones as the import prepares them: as many
 * steps, every amount the Chinese marks placed once (so it scales with the servings).
 */
const recipes = loadHowToCook().map(createPreparer())
const byTitle = new Map(recipes.map((r) => [r.title, r]))

test('the English texts match their dishes step by step, amount by amount', () => {
  const titles = translatedTitles('en')
  expect(titles.length).toBeGreaterThanOrEqual(60)
  const broken = titles.filter((title) => {
    const recipe = byTitle.get(title)
    return !recipe || translatedSteps('en', title, recipe.steps) === null
  })
  expect(broken).toEqual([])
})

test('no Chinese is left in a translated step or description', () => {
  const left = translatedTitles('en').flatMap((title) => {
    const recipe = byTitle.get(title)
    const dish = recipe && translatedSteps('en', title, recipe.steps)
    const texts = dish ? [dish.description, ...dish.steps.map((s) => s.text)] : []
    return texts.filter((t) => /\p{Script=Han}/u.test(t)).map((t) => `${title}: ${t}`)
  })
  expect(left).toEqual([])
})

test('a translated step scales its amounts as the Chinese one does', () => {
  const recipe = byTitle.get('西红柿炒鸡蛋')
  const dish = recipe && translatedSteps('en', '西红柿炒鸡蛋', recipe.steps)
  const step = dish?.steps[3]
  expect(step?.text).toBe(
    'Crack the eggs into a bowl, add 1 g of salt and beat well: this is the egg mixture.',
  )
  expect(step && scaleStep(step.text, step.amounts, 3).text).toContain('add 3 g of salt')
  const wings = byTitle.get('可乐鸡翅')
  const first = wings && translatedSteps('en', '可乐鸡翅', wings.steps)?.steps[0]
  expect(first && scaleStep(first.text, first.amounts, 2).text).toContain(
    'Add ginger slices (2) and 20-40 ml of Shaoxing wine',
  )
})

test('a dish without a translation, or whose steps changed, has none', () => {
  const recipe = byTitle.get('西红柿炒鸡蛋')
  expect(recipe && translatedSteps('es', '西红柿炒鸡蛋', recipe.steps)).toBeNull()
  expect(recipe && translatedSteps('en', '西红柿炒鸡蛋', recipe.steps.slice(1))).toBeNull()
  const changed = recipe?.steps.map((s, i) => (i === 3 ? { ...s, amounts: [] } : s))
  expect(changed && translatedSteps('en', '西红柿炒鸡蛋', changed)).toBeNull()
})
