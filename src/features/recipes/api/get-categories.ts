import type { Category } from '@shared/recipes'
import { request } from '@/services/request'

/** The ten categories with how many dishes each holds. */
export function getCategories() {
  return request<Category[]>({ url: '/categories' })
}
