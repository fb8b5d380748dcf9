import { request } from '@/services/request'

/** The owner removes a member; `me` leaves the kitchen. Either gets a kitchen of their own. */
export function removeMember(userId: number | 'me') {
  return request<unknown>({ url: `/kitchen/members/${userId}`, method: 'DELETE' })
}
