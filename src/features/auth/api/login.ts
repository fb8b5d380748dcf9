import type { AuthResult, LoginRequest } from '@shared/auth'
import { request } from '@/services/request'

/** Password login; the nonce and timestamp make a captured request useless a second time. */
export function login(body: LoginRequest) {
  return request<AuthResult>({ url: '/auth/login', method: 'POST', data: body })
}
