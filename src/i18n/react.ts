import { useCallback, useSyncExternalStore } from 'react'
import { i18n, t as translate } from './index'
import type { MessageKey, TranslateParams } from './translate'

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange)
const revision = () => i18n.revision

/**
 * The strings of the current locale for a component, which renders again when the language
 * changes or its strings arrive (`t` is a new function then, so memoised children see it too).
 */
export function useTranslation() {
  const shown = useSyncExternalStore(subscribe, revision, revision)
  const t = useCallback(
    (key: MessageKey, params?: TranslateParams) => translate(key, params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t for each change of words
    [shown],
  )
  return { t, i18n }
}
