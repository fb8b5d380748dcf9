import type { UserInfo } from '@shared/api'
import type { UpdateUserInfoRequest } from '@shared/auth'
import { request } from '@/services/request'

/** Answers with the changed fields, which the caller merges into the stored userInfo. */
export function updateUserInfo(body: UpdateUserInfoRequest, quiet = false) {
  return request<Partial<UserInfo>>({ url: '/auth/user/info', method: 'PUT', data: body, quiet })
}
