import type { VersionCheckRequest, VersionInfo } from '@shared/api'
import { request } from '@/services/request'

/** Failures are only logged (the source's catalogue), so the call is quiet. */
export function checkVersion(body: VersionCheckRequest) {
  return request<VersionInfo | null>({
    url: '/v1/app/version/check',
    method: 'POST',
    data: body,
    quiet: true,
  })
}
