import Taro from '@tarojs/taro'
import type { VersionInfo } from '@shared/api'
import { t } from '@/i18n'
import { hideLoading, showLoading, toast } from '@/services/toast'

/** Mini-programs: download the file, and open it only when the download answered 200. */
export async function openDownload(info: VersionInfo): Promise<void> {
  void showLoading(t('version.downloading'))
  try {
    const res = await Taro.downloadFile({ url: info.downloadUrl, timeout: 60000 })
    await hideLoading()
    if (res.statusCode === 200)
      await Taro.openDocument({ filePath: res.tempFilePath, showMenu: true })
    else void toast(t('version.downloadFailed'))
  } catch {
    await hideLoading()
    void toast(t('version.downloadFailed'))
  }
}
