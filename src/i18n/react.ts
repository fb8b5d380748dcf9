import { useCallback, useSyncExternalStore } from 'react'
import { i18n, t as translate } from './index'
import type { MessageKey, TranslateParams } from './translate'

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange)
const language = () => i18n.language

/**
 * The strings of the current locale for a component, which renders again when the language
 * changes (`t` is a new function then, so memoised children see the change too).
 */
export function useTranslation() {
  const locale = useSyncExternalStore(subscribe, language, language)
  const t = useCallback(
    (key: MessageKey, params?: TranslateParams) => translate(key, params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t for each language
    [locale],
  )
  return { t, i18n }
}
