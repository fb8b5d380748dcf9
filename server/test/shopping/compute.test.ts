import type { StoredIngredient } from '../../src/recipes/scale'
import { computeNeeds, type PlannedDish } from '../../src/shopping/compute'
import { isNeverBought, keepsForDays, kindOf } from '../../src/shopping/food-kind'
import { nameKey } from '../../src/stock/names'
import type { PlanItem } from '../../src/stock/plan'

// Ingredient lines as the catalogue holds them (the dishes and units below are real ones of the
// HowToCook collection: 姜炒鸡's 0.5 斤 of ginger, 蒸水蛋's 2 只 eggs, 溏心蛋's 颗 …).
function line(
  name: string,
  quantity: number | null,
  unit: string | null,
  extra: Partial<StoredIngredient> = {},
): StoredIngredient {
  return {
    name,
    alias: null,
    quantity,
    quantity_low: null,
    unit,
    note: null,
    optional: false,
    round_up: false,
    ...extra,
  }
}

let nextId = 1
function dish(title: string, servings: number, ingredients: StoredIngredient[], own = 1) {
  nextId += 1
  const recipeId = nextId
  return (planned = servings): PlannedDish => ({
    recipeId,
    title,
    servings: planned,
    needs: { servings: own, ingredients, hantNames: null },
  })
}

let itemId = 0
function stock(name: string, quantity: number, unit: string, bestBefore: string | null = null) {
  itemId += 1
  const item: PlanItem = {
    id: itemId,
    name,
    nameKey: nameKey(name),
    quantityMilli: Math.round(quantity * 1000),
    unit,
    bestBefore,
  }
  return item
}

const gingerChicken = dish('姜炒鸡', 1, [
  line('生姜', 0.5, '斤'),
  line('生抽', 20, 'ml'),
  line('盐', 3, 'g'),
])
const twiceCooked = dish('回锅肉', 1, [line('生姜', 40, 'g'), line('生抽', 1, 'L')])
const steamedEggs = dish('蒸水蛋', 1, [line('鸡蛋', 2, '只'), line('热水', 260, 'ml')])
const scrambled = dish('美式炒蛋', 1, [line('鸡蛋', 3, '个'), line('盐', 1, 'g')])
const softEggs = dish('溏心蛋', 1, [line('鸡蛋', 1, '颗'), line('电锅', null, null)])
const tomatoEggs = dish('西红柿炒鸡蛋', 1, [
  line('西红柿', 1, '个'),
  line('鸡蛋', 1.5, '个'),
  line('葱花', null, null),
  line('白糖', 2, 'g', { optional: true }),
])

const byName = (items: ReturnType<typeof computeNeeds>) =>
  Object.fromEntries(items.map((item) => [item.name, item]))

describe('summing across dishes and servings, units converted', () => {
  test('斤 and g add up in the first line’s unit; 20 ml and 1 L too, shown as a cook reads them', () => {
    const items = byName(computeNeeds([gingerChicken(), twiceCooked(2)], []))
    // 0.5 斤 + 2 × 40 g = 330 g = 0.66 斤: half a 斤 would be 80 g short, so it reads in grams.
    expect(items['生姜']).toMatchObject({ quantity: 330, unit: 'g', needed: 330, inStock: 0 })
    // 20 ml + 2 × 1 L = 2020 ml: in the first line's ml, 10s past 1000.
    expect(items['生抽']).toMatchObject({ quantity: 2020, unit: 'ml' })
    expect(items['生姜']?.recipes.map((r) => r.title)).toEqual(['姜炒鸡', '回锅肉'])
    expect(items['生姜']?.kind).toBe('vegetables')
    // A whole number of half 斤 stays in 斤.
    const two = byName(computeNeeds([gingerChicken(3)], []))
    expect(two['生姜']).toMatchObject({ quantity: 1.5, unit: '斤', needed: 1.5 })
    expect(items['生抽']?.kind).toBe('seasonings')
  })

  test('个, 只 and 颗 of one ingredient are the same pieces; servings scale each dish', () => {
    const items = byName(computeNeeds([steamedEggs(), scrambled(2), softEggs(3)], []))
    // 2 只 + 2 × 3 个 + 3 × 1 颗 = 11 eggs, in the unit the first dish wrote.
    expect(items['鸡蛋']).toMatchObject({ quantity: 11, unit: '只', needed: 11, kind: 'meat' })
    expect(items['鸡蛋']?.recipes.map((r) => r.title)).toEqual(['蒸水蛋', '美式炒蛋', '溏心蛋'])
    // Water and the rice cooker are never bought.
    expect(items['热水']).toBeUndefined()
    expect(items['电锅']).toBeUndefined()
  })

  test('each dish is rounded as its page shows it before summing: 1.5 eggs is 2 eggs', () => {
    const items = byName(computeNeeds([tomatoEggs(), tomatoEggs()], []))
    expect(items['鸡蛋']).toMatchObject({ quantity: 4, unit: '个' })
    expect(items['西红柿']).toMatchObject({ quantity: 2, unit: '个', kind: 'vegetables' })
  })

  test('适量 is listed once without a number; optional lines are flagged', () => {
    const items = byName(computeNeeds([tomatoEggs(), tomatoEggs(3)], []))
    expect(items['葱花']).toMatchObject({
      quantity: null,
      unit: null,
      needed: null,
      inStock: null,
      optional: false,
    })
    expect(Object.keys(items).filter((name) => name === '葱花')).toHaveLength(1)
    expect(items['白糖']).toMatchObject({ quantity: 8, unit: 'g', optional: true })
  })

  test('an item’s key stays the same whatever else is planned, and differs by kind of unit', () => {
    const alone = byName(computeNeeds([scrambled()], []))
    const more = byName(computeNeeds([tomatoEggs(), steamedEggs(), scrambled()], []))
    expect(more['鸡蛋']?.key).toBe(alone['鸡蛋']?.key)
    expect(alone['鸡蛋']?.key).toBe('鸡蛋~个')
    const weighed = byName(computeNeeds([dish('茶叶蛋', 1, [line('鸡蛋', 400, 'g')])()], []))
    expect(weighed['鸡蛋']?.key).toBe('鸡蛋~g')
    // The fingerprint moves with what the plan asks of it, the key does not.
    expect(more['鸡蛋']?.fingerprint).not.toBe(alone['鸡蛋']?.fingerprint)
  })
})

describe('the stock taken off, by the stock marks’ own matching', () => {
  test('what the stock holds is subtracted across units; what it covers is not listed', () => {
    const items = byName(
      computeNeeds(
        [gingerChicken(), twiceCooked(2), scrambled(2)],
        [stock('生姜', 100, 'g'), stock('盐', 1, 'kg'), stock('鸡蛋', 4, '枚')],
      ),
    )
    // 330 g needed, 100 g held: 230 g = 0.46 斤, which reads better in grams.
    expect(items['生姜']).toMatchObject({ quantity: 230, unit: 'g', needed: 330, inStock: 100 })
    expect(items['盐']).toBeUndefined()
    // 6 eggs needed, 4 枚 held.
    expect(items['鸡蛋']).toMatchObject({ quantity: 2, needed: 6, inStock: 4 })
  })

  test('names compare as the stock marks compare them (widths, spaces, case; aliases)', () => {
    const starch = dish('糖醋里脊', 1, [line('生粉', 15, 'g', { alias: '淀粉' })])
    const items = byName(
      computeNeeds([scrambled(), starch()], [stock('鸡 蛋', 10, '个'), stock('淀粉', 10, 'g')]),
    )
    expect(items['鸡蛋']).toBeUndefined()
    expect(items['生粉']).toMatchObject({ quantity: 5, unit: 'g', inStock: 10 })
  })

  test('土鸡蛋 counts for 鸡蛋 (the one name normaliser); 新鲜鸡蛋 without an amount is the same eggs', () => {
    const fresh = dish('蒸水蛋', 1, [line('新鲜鸡蛋', null, null), line('鸡蛋', 2, '只')])
    const alone = byName(computeNeeds([scrambled(), fresh()], []))
    expect(Object.keys(alone)).toEqual(['鸡蛋', '盐'])
    expect(alone['鸡蛋']).toMatchObject({ quantity: 5, unit: '个' })
    expect(alone['鸡蛋']?.recipes.map((r) => r.title)).toEqual(['美式炒蛋', '蒸水蛋'])
    const held = byName(computeNeeds([scrambled(), fresh()], [stock('土鸡蛋', 3, '个')]))
    expect(held['鸡蛋']).toMatchObject({ quantity: 2, needed: 5, inStock: 3 })
  })

  test('适量 is not listed once the stock has some; a stock in another kind of unit counts as some', () => {
    const items = byName(
      computeNeeds([tomatoEggs()], [stock('葱花', 1, '把'), stock('西红柿', 500, 'g')]),
    )
    expect(items['葱花']).toBeUndefined()
    // 西红柿 in grams cannot be compared with 1 个: the stock marks call that "have some".
    expect(items['西红柿']).toBeUndefined()
  })

  test('optional ingredients take from what the others leave', () => {
    const sweet = dish('拔丝地瓜', 1, [line('白糖', 100, 'g')])
    const items = byName(computeNeeds([tomatoEggs(), sweet()], [stock('白糖', 101, 'g')]))
    // The recipe's 100 g come first; the optional 2 g of 西红柿炒鸡蛋 find only 1 g left.
    expect(items['白糖']).toMatchObject({ quantity: 1, optional: false })
  })
})

describe('kinds of food, one place', () => {
  test.each([
    ['西红柿', 'vegetables'],
    ['小油菜', 'vegetables'],
    ['玉米', 'vegetables'],
    ['大蒜', 'vegetables'],
    ['豆腐', 'vegetables'],
    ['五花肉', 'meat'],
    ['鸡翅中', 'meat'],
    ['基围虾', 'meat'],
    ['鸡蛋', 'meat'],
    ['大米', 'staples'],
    ['中筋面粉', 'staples'],
    ['粉丝', 'staples'],
    ['生抽', 'seasonings'],
    ['鸡精', 'seasonings'],
    ['玉米淀粉', 'seasonings'],
    ['辣椒粉', 'seasonings'],
    ['米醋', 'seasonings'],
    ['全脂牛奶', 'staples'],
    ['黄油', 'staples'],
    ['自制酸奶杯', 'staples'],
    ['可乐', 'other'],
  ])('%s is %s', (name, kind) => {
    expect(kindOf(name)).toBe(kind)
  })

  test('a catalogue ingredient takes its glossary kind, where its words would mislead', () => {
    // By words alone: 小米 a staple, 蟹 and 肉 meat, 鸡 meat.
    expect(kindOf('小米椒')).toBe('vegetables')
    expect(kindOf('蟹味菇')).toBe('vegetables')
    expect(kindOf('螺丝椒')).toBe('vegetables')
    expect(kindOf('大排')).toBe('meat')
    // A name typed by hand goes by its words.
    expect(kindOf('散养走地鸡')).toBe('meat')
  })

  test('water and kitchen things are never bought; best-before proposed for fresh food only', () => {
    expect(['清水', '开水', '饮用水', '电锅', '锡纸'].every(isNeverBought)).toBe(true)
    expect(isNeverBought('锅巴')).toBe(false)
    expect(keepsForDays('vegetables', 'fridge')).toBe(5)
    expect(keepsForDays('meat', 'fridge')).toBe(2)
    expect(keepsForDays('meat', 'freezer')).toBe(90)
    expect(keepsForDays('seasonings', 'pantry')).toBeNull()
  })
})
