import { useSettingsStore } from '@/stores/settings-store'
import type { Localized } from './types'

/** The content in the chosen locale; it follows a language switch at once. */
export function useLocalized<T>(content: Localized<T>): T {
  const locale = useSettingsStore((state) => state.locale)
  return content[locale]
}
