import type { AuthResult, CodeLoginRequest } from '@shared/auth'
import { request } from '@/services/request'

export function loginByCode(body: CodeLoginRequest) {
  return request<AuthResult>({ url: '/auth/login/code', method: 'POST', data: body })
}
