import type { PoolEntry } from '../../src/recipes/repository'
import { planMenu } from '../../src/today-eat/plan-menu'

// Category ids as migration 003 numbers them: 1 meat, 2 vegetable, 3 aquatic, 5 staple, 6 soup.
function pool(counts: Record<number, number>): PoolEntry[] {
  let id = 0
  return Object.entries(counts).flatMap(([category, n]) =>
    Array.from({ length: n }, () => ({ id: ++id, categoryId: Number(category), difficulty: 3 })),
  )
}

test('dishes eaten lately are left out', () => {
  const dishes = pool({ 1: 3, 2: 3 })
  const menu = planMenu(dishes, { people: 1, seed: 1, exclude: new Set([1, 2, 4, 5]) })
  expect(menu.map((d) => d.id).sort()).toEqual([3, 6])
})

test('a catalogue short of vegetables fills with meat, short of soup with the rest', () => {
  const menu = planMenu(pool({ 1: 10, 2: 1 }), { people: 4, seed: 3, exclude: new Set() })
  expect(menu.map((d) => d.role)).toEqual(['meat', 'meat', 'meat', 'meat', 'vegetable'])
})

test('fish counts as meat and says it is fish', () => {
  const menu = planMenu(pool({ 3: 5, 2: 5 }), { people: 2, seed: 5, exclude: new Set() })
  expect(menu.filter((d) => d.role === 'meat').every((d) => d.reason === 'aquatic')).toBe(true)
  expect(menu).toHaveLength(3)
})

test('an empty catalogue gives an empty menu', () => {
  expect(planMenu([], { people: 3, seed: 1, exclude: new Set() })).toEqual([])
})
