import type { UserInfo } from '@shared/api'
import type { SensitiveInfoRequest } from '@shared/auth'
import { request } from '@/services/request'

/** A new email: the current password and a bind-email code sent to the new address. */
export function changeEmail(body: SensitiveInfoRequest) {
  return request<UserInfo>({ url: '/auth/user/sensitive-info', method: 'PUT', data: body })
}
