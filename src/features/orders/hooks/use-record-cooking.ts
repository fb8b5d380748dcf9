import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CartAddRequest, CartItem, FoodRecordDetail } from '@shared/records'
import { sendToLogin } from '@/components/login-gate'
import { urlOf } from '@/routes'
import { MEAL_TIMES, mealAt } from '@/services/meals'
import { localDate, localTime } from '@/services/picker-range'
import { useSessionStore } from '@/stores/session-store'
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

export interface RecordCookingOptions extends PlanCalls {
  recipeId: number
  /** The servings cooked (the dish page's stepper), for a dish not planned yet. */
  servings: number
  /** The record "cook now" made, when the steps were opened for one. */
  order?: number
  /** Which of that record's dishes these steps are (0-based). */
  dish: number
  /** The step shown, for the way back after logging in. */
  step: number
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
async function planAndConfirm(options: RecordCookingOptions, now: Date): Promise<number> {
  const { recipeId, servings } = options
  const meal = mealAt(now)
  const plan = await options.loadPlan()
  const line =
    plan.find((item) => item.recipe.id === recipeId && item.meal === meal) ??
    plan.find((item) => item.recipe.id === recipeId) ??
    (await options.planDish({ recipeId, servings, meal }))
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
 * The last cooking step's "done — record it": the record this cooking ends in (the one "cook
 * now" made, a planned one of today that holds the dish, or a new one), its settle popup, and
 * the record's page once it is cooked. With a record of several dishes, the last step of each
 * but the last leads to the next dish's steps.
 */
export function useRecordCooking(options: RecordCookingOptions) {
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  const [detail, setDetail] = useState<FoodRecordDetail | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  // Set when the cook confirms in the popup: only then does a cooked record lead to its page
  // (steps opened again for a record cooked earlier stay where they are).
  const confirmed = useRef(false)
  const latest = useRef(options)
  latest.current = options
  const { order } = options

  const load = useCallback(async (id: number) => {
    const answer = await getOrder(id)
    setDetail(answer)
    return answer
  }, [])
  const reload = useCallback(async () => {
    if (detail) await load(detail.id).catch(() => undefined)
  }, [detail, load])
  const actions = useOrderActions(detail, reload)

  // "Cook now": the record is read at once, so the last step knows whether a dish follows.
  useEffect(() => {
    if (loggedIn && order) void load(order).catch(() => undefined)
  }, [loggedIn, order, load])

  // Cooked: the record's own page shows what was taken and asks for a rating.
  useEffect(() => {
    if (confirmed.current && detail?.status === 'cooked' && !actions.settleOpen) {
      void Taro.redirectTo({ url: urlOf('orderDetail', { id: detail.id }) })
    }
  }, [detail, actions.settleOpen])

  const next = order && detail?.id === order ? detail.items[options.dish + 1] : undefined

  const start = async () => {
    const now = new Date()
    const current = latest.current
    if (!loggedIn) {
      sendToLogin('stepsDetail', { step: current.step })
      return
    }
    if (next) {
      const url = urlOf('stepsDetail', {
        id: next.recipe.id,
        step: 0,
        order,
        dish: current.dish + 1,
        servings: next.servings,
      })
      void Taro.redirectTo({ url })
      return
    }
    if (running.current) return
    running.current = true
    setBusy(true)
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
      running.current = false
      setBusy(false)
    }
  }

  return {
    loggedIn,
    busy,
    next,
    start,
    record: detail,
    settle: {
      visible: actions.settleOpen && detail?.status === 'planned',
      plan: detail?.stockPlan ?? [],
      reloading: actions.replanning,
      busy: actions.cooking,
      error: actions.settleError,
      onConfirm: (consumeStock: boolean) => {
        confirmed.current = true
        actions.cook(consumeStock)
      },
      onClose: actions.closeSettle,
    },
  }
}
