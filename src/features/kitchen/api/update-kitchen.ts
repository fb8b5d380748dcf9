import type { Kitchen, KitchenPatch } from '@shared/kitchen'
import { request } from '@/services/request'

/** Rename the kitchen or change its time zone (owner only). */
export function updateKitchen(body: KitchenPatch) {
  return request<Kitchen>({ url: '/kitchen', method: 'PUT', data: body })
}
