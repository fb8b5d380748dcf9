import { useCallback, useEffect, useRef, useState } from 'react'
import type { PlanWeek } from '@shared/records'
import { getWeek } from '../api/get-week'

/**
 * The week strip's data: seven days from the kitchen's today with their lines, and the past days
 * still holding some. Null until the first answer; a failed reload keeps what is shown (the day
 * below has its own error state).
 */
export function useWeek() {
  const [week, setWeek] = useState<PlanWeek | null>(null)
  const generation = useRef(0)

  const load = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    return getWeek().then(
      (answer) => {
        if (gen === generation.current) setWeek(answer)
      },
      () => undefined,
    )
  }, [])

  useEffect(() => {
    void load()
    return () => {
      generation.current += 1
    }
  }, [load])

  return { week, reload: load }
}

/** Dishes planned on each day of the week, by date. */
export function countsOf(week: PlanWeek | null): Map<string, number> {
  const counts = new Map<string, number>()
  for (const day of week?.days ?? []) {
    counts.set(
      day.date,
      day.meals.reduce((sum, meal) => sum + meal.lines.length, 0),
    )
  }
  return counts
}
