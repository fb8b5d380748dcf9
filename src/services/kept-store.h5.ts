import type { RecipeDetail } from '@shared/recipes'
import Taro from '@tarojs/taro'
import { apiBase } from './api-base'
import { catalogueImageUrl } from './asset-url'

/** Taro storage key of the kept dishes' list (services/kept-dishes.ts). */
export const KEPT_INDEX = 'sichu:kept'
/** The cache the service worker answers kept dishes from (src/service-worker.js). */
const KEPT_CACHE = 'sichu-kept'

/** Cache Storage exists on secure origins only (https, localhost). */
function open(): Promise<Cache> {
  if (typeof caches === 'undefined') return Promise.reject(new Error('no Cache Storage'))
  return caches.open(KEPT_CACHE)
}

const answerUrl = (id: number) => `${apiBase()}/recipes/${id}`

/** The pictures the dish page, its steps and the kept list show. */
function pictures(detail: RecipeDetail): string[] {
  const urls = detail.cover
    ? [catalogueImageUrl(detail.cover, 750), catalogueImageUrl(detail.cover, 360)]
    : []
  for (const step of detail.steps) if (step.image) urls.push(catalogueImageUrl(step.image, 750))
  return urls
}

/**
 * H5: the answer goes where the service worker finds it when the network fails, as the API
 * would send it; its pictures beside it (an address names a picture's version, so one kept
 * already is not fetched again).
 */
export async function putAnswer(detail: RecipeDetail): Promise<void> {
  const cache = await open()
  const body = JSON.stringify({ code: 0, msg: '', content: detail })
  const headers = { 'Content-Type': 'application/json; charset=utf-8' }
  await cache.put(answerUrl(detail.id), new Response(body, { headers }))
  for (const url of pictures(detail)) {
    if (await cache.match(url)) continue
    // A picture its source would not give is a 404: the app draws the category's instead.
    const response = await fetch(url).catch(() => null)
    if (response?.ok) await cache.put(url, response)
  }
}

export async function getAnswer(id: number): Promise<RecipeDetail | null> {
  const response = await (await open()).match(answerUrl(id))
  if (!response) return null
  const envelope = (await response.json()) as { content?: RecipeDetail }
  return envelope.content ?? null
}

/** Drops these dishes' answers and pictures (all kept under /api/recipes/{id}). */
export async function dropAnswers(ids: number[]): Promise<void> {
  const cache = await open()
  const gone = new RegExp(`/recipes/(${ids.join('|')})(/|$)`)
  for (const request of await cache.keys()) {
    if (gone.test(new URL(request.url).pathname)) await cache.delete(request)
  }
}

/** Everything kept, answers and list (a logout: they may hold the cook's stock marks). */
export async function forgetKept(): Promise<void> {
  Taro.removeStorageSync(KEPT_INDEX)
  if (typeof caches !== 'undefined') await caches.delete(KEPT_CACHE)
}
