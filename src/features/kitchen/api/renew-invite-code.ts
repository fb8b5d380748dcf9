import type { InviteCode } from '@shared/kitchen'
import { request } from '@/services/request'

/** A new 8-character code valid 7 days; the old one stops working (owner only). */
export function renewInviteCode() {
  return request<InviteCode>({ url: '/kitchen/invite-code', method: 'POST' })
}
