import type { ResetPasswordRequest } from '@shared/auth'
import { request } from '@/services/request'

/** Sets a new password by emailed code; every session of that account ends. */
export function resetPassword(body: ResetPasswordRequest) {
  return request<null>({ url: '/auth/reset-password', method: 'POST', data: body })
}
