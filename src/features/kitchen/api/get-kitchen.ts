import type { Kitchen } from '@shared/kitchen'
import { request } from '@/services/request'

export function getKitchen() {
  return request<Kitchen>({ url: '/kitchen' })
}
