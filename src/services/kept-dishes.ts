import Taro from '@tarojs/taro'
import type { CategoryKey, RecipeDetail } from '@shared/recipes'
import { useSessionStore } from '@/stores/session-store'
import { KEPT_INDEX, dropAnswers, forgetKept, getAnswer, putAnswer } from './kept-store'
import { request } from './request'

/** A dish kept for use without a network, as the offline state lists it. */
export interface KeptDish {
  id: number
  title: string
  cover: string | null
  icon: CategoryKey
  /** When it was kept (ms). */
  at: number
}

/** Dishes kept at most: the oldest go first. */
export const KEPT_MAX = 60
/** A favourite or planned dish kept more recently than this is not fetched again. */
const FRESH_MS = 12 * 3600 * 1000
/** Favourites or plan lines fetched ahead per list shown. */
const AHEAD_MAX = 20

/** Newest first. */
export function keptDishes(): KeptDish[] {
  try {
    const value: unknown = Taro.getStorageSync(KEPT_INDEX)
    return Array.isArray(value) ? (value as KeptDish[]) : []
  } catch {
    return []
  }
}

/**
 * Keeps a dish's answer (the servings it was written for) where the app finds it without a
 * network: Cache Storage for the service worker on H5, storage on the mini-programs.
 */
export function keepDish(detail: RecipeDetail): void {
  const token = useSessionStore.getState().token
  const entry: KeptDish = {
    id: detail.id,
    title: detail.title,
    cover: detail.cover,
    icon: detail.category.icon,
    at: Date.now(),
  }
  const list = [entry, ...keptDishes().filter((dish) => dish.id !== detail.id)]
  Taro.setStorageSync(KEPT_INDEX, list.slice(0, KEPT_MAX))
  const gone = list.slice(KEPT_MAX).map((dish) => dish.id)
  void putAnswer(detail)
    .then(() => (gone.length > 0 ? dropAnswers(gone) : undefined))
    // A logout while it was written: what it wrote belonged to the session that ended.
    .then(() => (token && useSessionStore.getState().token !== token ? forgetKept() : undefined))
    .catch(() => undefined)
}

/** The kept answer of a dish, or null (never kept, or no storage for it here). */
export function keptDish(id: number): Promise<RecipeDetail | null> {
  return getAnswer(id).catch(() => null)
}

let fetching = false

/**
 * Keeps favourited and planned dishes ahead of need, one request at a time, those not kept in
 * the last 12 hours; stops at the first failure (offline: the next list shown tries again).
 */
export async function keepAhead(ids: number[]): Promise<void> {
  if (fetching) return
  fetching = true
  try {
    const keptAt = new Map(keptDishes().map((dish) => [dish.id, dish.at]))
    const stale = ids.filter((id) => Date.now() - (keptAt.get(id) ?? 0) > FRESH_MS)
    for (const id of stale.slice(0, AHEAD_MAX)) {
      keepDish(await request<RecipeDetail>({ url: `/recipes/${id}`, quiet: true }))
    }
  } catch {
    // Quiet: the list itself is on screen; the dishes are kept another time.
  } finally {
    fetching = false
  }
}

/** Kept answers hold the cook's stock marks: they go when the session ends or changes. */
export function forgetKeptOnLogout(): void {
  useSessionStore.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token) void forgetKept()
  })
}
