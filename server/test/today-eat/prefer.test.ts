import type { PoolEntry } from '../../src/recipes/repository'
import { PREFERRED_CHOICE } from '../../src/today-eat/menu-pool'
import { planMenu } from '../../src/today-eat/plan-menu'

// Category ids as migration 003 numbers them: 1 meat, 2 vegetable, 6 soup. Ids 1-20 meat,
// 21-40 vegetable, 41-50 soup; difficulty 1 for even ids, 4 for odd ones.
const dishes: PoolEntry[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  categoryId: i < 20 ? 1 : i < 40 ? 2 : 6,
  difficulty: i % 2 === 0 ? 4 : 1,
}))
const plan = (extra: object) =>
  planMenu(dishes, { people: 3, seed: 1, exclude: new Set(), ...extra })

test('each place is filled from the best preferred dishes that fit it', () => {
  const prefer = [22, 5, 45, 3, 7, 24]
  for (let seed = 1; seed <= 20; seed++) {
    const menu = plan({ seed, prefer })
    expect(menu.map((d) => d.role)).toEqual(['meat', 'meat', 'vegetable', 'soup'])
    const ids = menu.map((d) => d.id)
    expect(ids.filter((id) => [5, 3, 7].includes(id))).toHaveLength(2)
    expect(ids).toContain(45)
    expect([22, 24]).toContain(ids[2])
  }
})

test('only the best few are drawn from, so a long preference list keeps its order', () => {
  const prefer = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
  const seen = new Set<number>()
  for (let seed = 1; seed <= 50; seed++) {
    for (const dish of planMenu(dishes, { people: 1, seed, exclude: new Set(), prefer })) {
      if (dish.role === 'meat') seen.add(dish.id)
    }
  }
  expect([...seen].every((id) => id <= PREFERRED_CHOICE)).toBe(true)
  expect(seen.size).toBeGreaterThan(2)
})

test('preferences respect the difficulty, the dishes eaten lately and the category', () => {
  const prefer = [1, 2, 3, 4, 21, 22, 23]
  for (let seed = 1; seed <= 10; seed++) {
    const menu = plan({ seed, prefer, maxDifficulty: 2, exclude: new Set([2]) })
    const ids = menu.map((d) => d.id)
    expect(ids).not.toContain(2)
    expect(ids.every((id) => id % 2 === 0)).toBe(true)
    expect(ids).toContain(4)
    expect(ids).toContain(22)
    const greens = planMenu(dishes, { people: 1, seed, exclude: new Set(), categoryId: 2, prefer })
    expect(greens.every((d) => d.id >= 21 && d.id <= 40)).toBe(true)
    expect(greens.filter((d) => [21, 22, 23].includes(d.id))).toHaveLength(2)
  }
})

test('no preference, or none that fits, leaves the menu exactly as the seed draws it', () => {
  for (let seed = 1; seed <= 10; seed++) {
    const usual = plan({ seed })
    expect(plan({ seed, prefer: [] })).toEqual(usual)
    expect(plan({ seed, prefer: [999] })).toEqual(usual)
  }
})

test('the same seed and the same preferences give the same menu', () => {
  const prefer = [22, 5, 45, 3, 7, 24, 9, 26]
  expect(plan({ seed: 77, prefer })).toEqual(plan({ seed: 77, prefer }))
})

test('onlyPreferred: a place no preferred dish fits stays empty, the balance kept where it can', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const menu = plan({ seed, prefer: [22, 5], onlyPreferred: true })
    expect(menu.map((d) => [d.id, d.role])).toEqual([
      [5, 'meat'],
      [22, 'vegetable'],
    ])
    // Without meat in the preferred dishes, vegetables fill in, still none from the rest.
    const greens = plan({ seed, prefer: [22, 24, 26, 28, 30], onlyPreferred: true })
    expect(greens.map((d) => d.role)).toEqual(['vegetable', 'vegetable', 'vegetable', 'vegetable'])
    expect(plan({ seed, prefer: [], onlyPreferred: true })).toEqual([])
  }
})
