import type { VersionInfo } from '@shared/api'
import { t } from '@/i18n'
import { hideLoading, showLoading, toast } from '@/services/toast'
import { checkDownload } from './api/check-download'

/**
 * H5 cannot install anything: the download opens in the browser, once it answers 200 (SPEC §3).
 * Our server asks: the page itself may not reach another origin (CSP, CORS). It answers within
 * 4 s, while the tap still allows opening a tab.
 */
export async function openDownload(info: VersionInfo): Promise<void> {
  void showLoading(t('version.preparing'))
  const available = await checkDownload({ platform: 'H5', versionCode: info.versionCode }).then(
    (answer) => answer.available,
    () => false,
  )
  await hideLoading()
  if (available) window.open(info.downloadUrl, '_blank', 'noopener')
  else void toast(t('version.downloadFailed'))
}
