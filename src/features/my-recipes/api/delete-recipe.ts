import { request } from '@/services/request'

/** Owner only; food records that used it keep what was cooked. */
export function deleteRecipe(id: number) {
  return request<null>({ url: `/recipes/${id}`, method: 'DELETE' })
}
