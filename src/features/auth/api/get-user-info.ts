import type { UserInfo } from '@shared/api'
import { request } from '@/services/request'

/** Quiet: it runs at launch, when nobody asked for it. */
export function getUserInfo() {
  return request<UserInfo>({ url: '/auth/user/info', quiet: true })
}
