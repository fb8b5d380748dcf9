import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CartAddRequest, CartItem, FoodRecordDetail, CookRequest } from '@shared/records'
import { urlOf } from '@/routes'
import { MEAL_TIMES, mealAt } from '@/services/meals'
import { localDate, localTime } from '@/services/picker-range'
import { createOrder } from '../api/create-order'
import { getOrder } from '../api/get-order'
import { getOrders } from '../api/get-orders'
import { forgetOrderKey, orderKeyFor } from '../idempotency'
import { eatAtOf } from '../when'
import { useOrderActions } from './use-order-actions'

/** Today's plan as the cart feature reads and writes it (the page hands its calls over). */
export interface PlanCalls {
  loadPlan: () => Promise<CartItem[]>
  planDish: (body: CartAddRequest) => Promise<CartItem>
}

export interface CookedDish extends PlanCalls {
  recipeId: number
  /** The servings cooked (the dish page's stepper), for a dish not planned yet. */
  servings: number
  /** The record "cook now" made, when the steps were opened for one. */
  order?: number
}

/** A planned record of the caller's, eaten today (the local day of `now`), that holds the dish. */
async function plannedToday(recipeId: number, now: Date): Promise<number | undefined> {
  const page = await getOrders('planned', 1, 50)
  const today = localDate(now)
  return page.list.find(
    (record) =>
      record.mine &&
      localDate(new Date(record.eatAt)) === today &&
      record.items.some((item) => item.recipe.id === recipeId),
  )?.id
}

/**
 * Plans and confirms the dish: its line in today's plan when there is one (this meal's first),
 * else a new line for the meal of this hour; then a record of that line alone, at the meal's
 * time (now for this hour's meal). The idempotency key is the confirm screen's, kept per line
 * until the record comes back, so a retry after a lost answer finds the record the first made.
 */
async function planAndConfirm(dish: CookedDish, now: Date): Promise<number> {
  const { recipeId, servings } = dish
  const meal = mealAt(now)
  const plan = await dish.loadPlan()
  const line =
    plan.find((item) => item.recipe.id === recipeId && item.meal === meal) ??
    plan.find((item) => item.recipe.id === recipeId) ??
    (await dish.planDish({ recipeId, servings, meal }))
  const key = orderKeyFor(String(line.id))
  const time = line.meal === meal ? localTime(now) : MEAL_TIMES[line.meal]
  const record = await createOrder({
    cartItemIds: [line.id],
    meal: line.meal,
    eatAt: eatAtOf(localDate(now), time),
    note: '',
    idempotencyKey: key,
  })
  forgetOrderKey(key)
  return record.id
}

/**
 * The record a cooking ends in, found or made when `start` is called (the one "cook now" made,
 * a planned one of today that holds the dish, or a new one), and its settle popup; once it is
 * cooked, the record's page. `onDone` is told when the search is over (popup open or not).
 */
export function useRecordCooking(dish: CookedDish, onDone: () => void) {
  const [detail, setDetail] = useState<FoodRecordDetail | null>(null)
  // Set when the cook confirms in the popup: only then does a cooked record lead to its page.
  const confirmed = useRef(false)
  const latest = useRef({ dish, onDone })
  latest.current = { dish, onDone }

  const load = useCallback(async (id: number) => {
    const answer = await getOrder(id)
    setDetail(answer)
    return answer
  }, [])
  const reload = useCallback(async () => {
    if (detail) await load(detail.id).catch(() => undefined)
  }, [detail, load])
  const actions = useOrderActions(detail, reload)

  useEffect(() => {
    if (confirmed.current && detail?.status === 'cooked' && !actions.settleOpen) {
      void Taro.redirectTo({ url: urlOf('orderDetail', { id: detail.id }) })
    }
  }, [detail, actions.settleOpen])

  const start = async () => {
    const now = new Date()
    const current = latest.current.dish
    try {
      const id =
        current.order ??
        (await plannedToday(current.recipeId, now)) ??
        (await planAndConfirm(current, now))
      const record = await load(id)
      if (record.status === 'planned' && record.mine) actions.openSettle()
      else void Taro.redirectTo({ url: urlOf('orderDetail', { id }) })
    } catch {
      // The request layer has said why; the button can be tapped again.
    } finally {
      latest.current.onDone()
    }
  }

  return {
    start,
    settle: {
      visible: actions.settleOpen && detail?.status === 'planned',
      plan: detail?.stockPlan ?? [],
      reloading: actions.replanning,
      busy: actions.cooking,
      error: actions.settleError,
      onConfirm: (choice: CookRequest) => {
        confirmed.current = true
        actions.cook(choice)
      },
      onClose: actions.closeSettle,
    },
  }
}
