import { showModal } from '@/services/modal'
import Taro from '@tarojs/taro'
import type { Platform, VersionInfo } from '@shared/api'
import { APP_VERSION } from '@/app-info'
import { t } from '@/i18n'
import { pageReady } from '@/services/page-ready'
import { THEME } from '@/theme'
import { useSessionStore } from '@/stores/session-store'
import { checkVersion } from './api/check-version'
import { openDownload } from './open-download'

export const VERSION_CHECK_THROTTLE = 300000
/** Kept in storage so that reloading the H5 page within 5 minutes does not check again. */
export const LAST_CHECK_KEY = 'sichu:version-checked-at'

export type CheckOutcome = 'skipped' | 'none' | 'found' | 'failed'

let running = false

export function currentPlatform(): Platform {
  // `||`, not `??`: Taro's Jest transformer rewrites TARO_ENV into an `a || b` expression, and
  // `a || b ?? c` does not parse.
  return String(process.env.TARO_ENV || 'h5').toUpperCase() as Platform
}

/** The "later" / "update now" modal; a forced release offers no "later". */
export async function promptUpdate(info: VersionInfo): Promise<void> {
  await pageReady()
  const answer = await showModal({
    title: t('version.title', { version: info.versionName }),
    content: info.updateContent || t('version.noNotes'),
    showCancel: !info.force,
    cancelText: t('version.later'),
    confirmText: t('version.updateNow'),
    confirmColor: THEME.primary,
  })
  if (answer.confirm) await openDownload(info)
}

/**
 * Asks the server for a newer release. Skipped while one runs and, unless forced, within 5
 * minutes of the last one. Failures are only logged.
 */
export async function runVersionCheck(force = false): Promise<CheckOutcome> {
  if (running) return 'skipped'
  const last = Number(Taro.getStorageSync(LAST_CHECK_KEY)) || 0
  if (!force && Date.now() - last < VERSION_CHECK_THROTTLE) return 'skipped'
  running = true
  try {
    Taro.setStorageSync(LAST_CHECK_KEY, Date.now())
    const info = await checkVersion({ platform: currentPlatform(), versionCode: APP_VERSION })
    useSessionStore.getState().setNewVersion(info ?? null)
    if (!info) return 'none'
    await promptUpdate(info)
    return 'found'
  } catch (error) {
    console.warn('[version] check failed', error)
    return 'failed'
  } finally {
    running = false
  }
}
