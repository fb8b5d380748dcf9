import { request } from '@/services/request'

export function deleteStockItem(id: number) {
  return request<null>({ url: `/stock/${id}`, method: 'DELETE' })
}
