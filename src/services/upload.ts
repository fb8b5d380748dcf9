import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { apiBase } from './api-base'
import { RequestError, REQUEST_TIMEOUT, authHeaders, settle } from './request'
import { toast } from '@/services/toast'

/**
 * Multipart upload of a local file (field `file`), with the same envelope handling as `request`;
 * a failure toasts the server's message or "upload failed".
 */
export async function upload<T>(url: string, filePath: string): Promise<T> {
  let raw: { statusCode: number; data: unknown }
  try {
    raw = await Taro.uploadFile({
      url: `${apiBase()}${url}`,
      filePath,
      name: 'file',
      header: authHeaders(),
      timeout: REQUEST_TIMEOUT,
    })
  } catch {
    void toast(t('errors.uploadFailed'))
    throw new RequestError(602001, t('errors.uploadFailed'))
  }
  return settle<T>(raw, 'uploadFailed')
}
