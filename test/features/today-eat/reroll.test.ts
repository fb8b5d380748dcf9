import type { DishRole, TodayEatDish } from '@shared/recipes'
import { newSeed, replaceDish } from '@/features/today-eat/reroll'

const dish = (id: number, role: DishRole): TodayEatDish => ({
  id,
  title: `菜${id}`,
  cover: null,
  category: { id: 1, name: '荤菜', icon: 'meat' },
  difficulty: 2,
  totalMinutes: 20,
  rating: 0,
  favoriteCount: 0,
  role,
  reason: '',
})

const menu = [dish(1, 'meat'), dish(2, 'vegetable'), dish(3, 'soup')]

test('swaps in a dish of the same role that is not on the menu, keeping the others', () => {
  const next = replaceDish(menu, 1, [
    dish(1, 'meat'),
    dish(9, 'meat'),
    dish(2, 'vegetable'),
    dish(8, 'vegetable'),
  ])
  expect(next?.map((d) => d.id)).toEqual([1, 8, 3])
})

test('takes another role when no dish of that role is new', () => {
  const next = replaceDish(menu, 2, [dish(3, 'soup'), dish(7, 'staple')])
  expect(next?.map((d) => d.id)).toEqual([1, 2, 7])
})

test('with sameRole, nothing of another role', () => {
  expect(replaceDish(menu, 2, [dish(3, 'soup'), dish(7, 'staple')], true)).toBeNull()
  expect(replaceDish(menu, 2, [dish(8, 'soup')], true)?.map((d) => d.id)).toEqual([1, 2, 8])
})

test('null when every candidate is already on the menu, or the place does not exist', () => {
  expect(replaceDish(menu, 0, [dish(2, 'vegetable'), dish(1, 'meat')])).toBeNull()
  expect(replaceDish(menu, 0, [])).toBeNull()
  expect(replaceDish(menu, 5, [dish(9, 'meat')])).toBeNull()
})

test('seeds are positive 31-bit integers', () => {
  for (let i = 0; i < 50; i += 1) {
    const seed = newSeed()
    expect(Number.isInteger(seed)).toBe(true)
    expect(seed).toBeGreaterThan(0)
    expect(seed).toBeLessThan(2 ** 31)
  }
})
