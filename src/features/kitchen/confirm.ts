import { showModal } from '@/services/modal'
import { t } from '@/i18n'
import { THEME } from '@/theme'

/** A yes / no question; the labels obey showModal's 4 CJK / 8 Latin characters. */
export async function ask(title: string, content: string, confirmText: string, danger = true) {
  const answer = await showModal({
    title,
    content,
    confirmText,
    cancelText: t('kitchen.cancel'),
    confirmColor: danger ? '#E5484D' : THEME.primary,
  })
  return answer.confirm
}

/** The IANA zone this device is set to, when the engine can tell (some mini-programs cannot). */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}
