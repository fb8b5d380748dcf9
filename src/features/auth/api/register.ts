import type { AuthResult, RegisterRequest } from '@shared/auth'
import { request } from '@/services/request'

export function register(body: RegisterRequest) {
  return request<AuthResult>({ url: '/auth/register', method: 'POST', data: body })
}
