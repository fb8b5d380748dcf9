import type { BindShopRequest, BindShopResult } from '@shared/kitchen'
import { request } from '@/services/request'

/**
 * Joins the kitchen of an invite code (the source's "bind-shop"). Not toasted here: a kitchen
 * that still holds items is answered with a 409 the sheet turns into a question.
 */
export function joinKitchen(body: BindShopRequest) {
  return request<BindShopResult>({
    url: '/auth/user/bind-shop',
    method: 'POST',
    data: body,
    quiet: true,
  })
}
