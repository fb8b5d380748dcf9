import { MEALS } from '@shared/records'
import { MEAL_TIMES, groupByMeal, mealAt } from '@/services/meals'

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes)

test.each([
  [at(4, 59), 'snack'],
  [at(5), 'breakfast'],
  [at(9, 59), 'breakfast'],
  [at(10), 'lunch'],
  [at(14, 59), 'lunch'],
  [at(15), 'snack'],
  [at(17), 'dinner'],
  [at(21, 59), 'dinner'],
  [at(22), 'snack'],
])('%s is %s', (date, meal) => {
  expect(mealAt(date)).toBe(meal)
})

test('each meal has its usual time, and is that meal by the clock', () => {
  for (const meal of MEALS) {
    const [hours, minutes] = MEAL_TIMES[meal].split(':').map(Number)
    expect(mealAt(at(hours, minutes))).toBe(meal)
  }
})

test('groups in the order of the day and leaves out empty meals', () => {
  const lines = [
    { id: 1, meal: 'dinner' as const },
    { id: 2, meal: 'breakfast' as const },
    { id: 3, meal: 'dinner' as const },
  ]
  expect(groupByMeal(lines)).toEqual([
    { meal: 'breakfast', lines: [lines[1]] },
    { meal: 'dinner', lines: [lines[0], lines[2]] },
  ])
})
