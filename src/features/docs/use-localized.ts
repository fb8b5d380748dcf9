import type { Locale } from '@shared/api'
import { useEffect, useState } from 'react'
import { useSettingsStore } from '@/stores/settings-store'
import type { Localized } from './types'

function isPending<T>(value: T | Promise<T>): value is Promise<T> {
  return value instanceof Promise
}

/**
 * The content in the chosen locale; it follows a language switch (the one shown stays until the
 * next arrives). Undefined until the first is there: H5 fetches each locale's text on demand;
 * the mini-programs have it at once, so their first frame already shows it.
 */
export function useLocalized<T>(content: Localized<T>): T | undefined {
  const locale = useSettingsStore((state) => state.locale)
  const [shown, setShown] = useState<{ locale: Locale; value: T } | undefined>(() => {
    const value = content[locale]()
    return isPending(value) ? undefined : { locale, value }
  })
  useEffect(() => {
    if (shown?.locale === locale) return undefined
    const value = content[locale]()
    if (!isPending(value)) {
      setShown({ locale, value })
      return undefined
    }
    let current = true
    // A failed fetch is shown by the page loader (with its retry); the page stays as it is.
    value.then((loaded) => current && setShown({ locale, value: loaded })).catch(() => undefined)
    return () => {
      current = false
    }
  }, [content, locale, shown?.locale])
  return shown?.value
}
