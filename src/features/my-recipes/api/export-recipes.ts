import { request } from '@/services/request'

/** The caller's own recipes as schema.org `Recipe` objects (a file `POST /recipes/import` takes back). */
export function exportRecipes() {
  return request<unknown[]>({ url: '/recipes/export' })
}
