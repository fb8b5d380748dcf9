import { MEALS, type Meal } from '@shared/records'

/**
 * The meal a moment of the day most likely stands for, by the clock where the phone is:
 * breakfast 5:00–9:59, lunch 10:00–14:59, snack 15:00–16:59, dinner 17:00–21:59, else a snack.
 */
export function mealAt(date: Date): Meal {
  const hour = date.getHours()
  if (hour >= 5 && hour < 10) return 'breakfast'
  if (hour >= 10 && hour < 15) return 'lunch'
  if (hour >= 17 && hour < 22) return 'dinner'
  return 'snack'
}

/** When each meal is usually eaten (HH:mm), for a time picker that follows the meal chosen. */
export const MEAL_TIMES: Record<Meal, string> = {
  breakfast: '08:00',
  lunch: '12:00',
  snack: '15:30',
  dinner: '18:30',
}

/** Lines grouped by meal in the order of the day; meals with no line are left out. */
export function groupByMeal<T extends { meal: Meal }>(lines: T[]): { meal: Meal; lines: T[] }[] {
  return MEALS.map((meal) => ({ meal, lines: lines.filter((line) => line.meal === meal) })).filter(
    (group) => group.lines.length > 0,
  )
}
