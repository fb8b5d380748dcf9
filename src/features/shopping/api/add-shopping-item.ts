import type { ShoppingItem, ShoppingItemInput } from '@shared/shopping'
import { request } from '@/services/request'

export function addShoppingItem(body: ShoppingItemInput) {
  return request<ShoppingItem>({ url: '/shopping/items', method: 'POST', data: body })
}
