import { request } from '@/services/request'

/** Quiet: a failure is reported as "logout failed" by the caller, not as the wrapper's toast. */
export function logout() {
  return request<null>({ url: '/auth/logout', method: 'POST', quiet: true })
}
