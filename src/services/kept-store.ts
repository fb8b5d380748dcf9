import type { RecipeDetail } from '@shared/recipes'
import Taro from '@tarojs/taro'

/** Taro storage key of the kept dishes' list (services/kept-dishes.ts). */
export const KEPT_INDEX = 'sichu:kept'

/** Mini-programs: one storage key per dish (the platform limits each key to 1 MB). */
const keyOf = (id: number) => `sichu:kept:${id}`

export async function putAnswer(detail: RecipeDetail): Promise<void> {
  Taro.setStorageSync(keyOf(detail.id), detail)
}

export async function getAnswer(id: number): Promise<RecipeDetail | null> {
  const value: unknown = Taro.getStorageSync(keyOf(id))
  return value && typeof value === 'object' ? (value as RecipeDetail) : null
}

export async function dropAnswers(ids: number[]): Promise<void> {
  for (const id of ids) Taro.removeStorageSync(keyOf(id))
}

/** Everything kept, answers and list (a logout: they may hold the cook's stock marks). */
export async function forgetKept(): Promise<void> {
  const list: unknown = Taro.getStorageSync(KEPT_INDEX)
  if (Array.isArray(list)) await dropAnswers(list.map((entry: { id: number }) => entry.id))
  Taro.removeStorageSync(KEPT_INDEX)
}
