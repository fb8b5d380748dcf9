import type { DownloadCheckRequest, DownloadCheckResult } from '@shared/api'
import { request } from '@/services/request'

/** Whether a release's download answers 200 now; quiet, the caller says what failed. */
export function checkDownload(body: DownloadCheckRequest) {
  return request<DownloadCheckResult>({
    url: '/v1/app/version/download-check',
    method: 'POST',
    data: body,
    quiet: true,
  })
}
