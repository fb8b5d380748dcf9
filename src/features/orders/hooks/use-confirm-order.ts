import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { CartItem, FoodRecord, Meal } from '@shared/records'
import { urlOf } from '@/routes'
import { MEAL_TIMES, mealAt } from '@/services/meals'
import { localDate, localTime } from '@/services/picker-range'
import { createOrder } from '../api/create-order'
import { forgetOrderKey, orderKeyFor } from '../idempotency'
import { eatAtOf } from '../when'

/** The lines' own meal when they share one, else the meal of this hour. */
export function defaultMeal(lines: CartItem[], now: Date): Meal {
  const meals = new Set(lines.map((line) => line.meal))
  return meals.size === 1 ? [...meals][0] : mealAt(now)
}

/**
 * "Cook now": the steps of the record's first dish, which end in its settle popup (or lead to
 * the next dish's steps, for a record of several).
 */
function cookingUrl(record: FoodRecord): string {
  const first = record.items[0]
  if (!first) return urlOf('orderDetail', { id: record.id })
  return urlOf('stepsDetail', {
    id: first.recipe.id,
    step: 0,
    order: record.id,
    dish: 0,
    servings: first.servings,
  })
}

/**
 * The confirm form: meal, date, time, note, and the two ways to send it. The idempotency key is
 * made once for these lines and kept (in state and in storage) until a record comes back, so a
 * double tap sends one request and a retry after a timeout finds the record the first try made.
 */
export function useConfirmOrder(idsKey: string, lines: CartItem[]) {
  const [now] = useState(() => new Date())
  const [chosenMeal, setMeal] = useState<Meal | null>(null)
  const [chosenTime, setTime] = useState<string | null>(null)
  const [date, setDate] = useState(() => localDate(now))
  const [note, setNote] = useState('')
  const [key] = useState(() => orderKeyFor(idsKey))
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  const meal = chosenMeal ?? defaultMeal(lines, now)
  // Until the user picks a time it follows the meal: now for this hour's meal, else its usual
  // time (dinner → 18:30).
  const time = chosenTime ?? (meal === mealAt(now) ? localTime(now) : MEAL_TIMES[meal])

  const submit = (cookNow: boolean) => {
    if (inFlight.current || lines.length === 0) return
    inFlight.current = true
    setSending(true)
    createOrder({
      cartItemIds: lines.map((line) => line.id),
      meal,
      eatAt: eatAtOf(date, time),
      note: note.trim(),
      idempotencyKey: key,
    }).then(
      (record) => {
        forgetOrderKey(key)
        void Taro.redirectTo({
          url: cookNow ? cookingUrl(record) : urlOf('orderDetail', { id: record.id }),
        })
      },
      () => {
        // The request layer has said why; the same key goes with the next try.
        inFlight.current = false
        setSending(false)
      },
    )
  }

  return { meal, setMeal, date, setDate, time, setTime, note, setNote, sending, submit, now }
}
