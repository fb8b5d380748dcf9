import type { SendCodeRequest } from '@shared/auth'
import { request } from '@/services/request'

/** Emails a 6-digit code; the server answers the same whether or not the account exists. */
export function sendCode(body: SendCodeRequest) {
  return request<null>({ url: '/auth/send-code', method: 'POST', data: body })
}
