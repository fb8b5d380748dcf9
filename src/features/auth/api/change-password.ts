import type { ChangePasswordRequest } from '@shared/auth'
import { request } from '@/services/request'

/** Every other session of the account ends; this one stays. */
export function changePassword(body: ChangePasswordRequest) {
  return request<null>({ url: '/user/password', method: 'PUT', data: body })
}
