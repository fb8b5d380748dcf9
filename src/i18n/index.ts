import type { Locale } from '@shared/api'
import { useSettingsStore } from '@/stores/settings-store'
import { loadLocale } from './load-locale'
import zhHans from './locales/zh-Hans'
import { i18n } from './translate'

/**
 * Only the default locale's strings are at hand at start-up (they are also every other
 * locale's fallback); another locale is added when first used (see load-locale).
 */
i18n.addLocale('zh-Hans', zhHans)

const loading = new Map<Locale, Promise<void>>()

/** Makes a locale's strings available; a failed fetch (offline) may be tried again. */
export function ensureLocale(locale: Locale): Promise<void> {
  if (i18n.hasLocale(locale)) return Promise.resolve()
  let pending = loading.get(locale)
  if (!pending) {
    pending = loadLocale(locale).then(
      (messages) => {
        i18n.addLocale(locale, messages)
        loading.delete(locale)
      },
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, pending)
  }
  return pending
}

/** Shows the saved locale: at once when its strings are here, else as soon as they arrive. */
function follow(locale: Locale) {
  if (i18n.hasLocale(locale)) {
    i18n.changeLanguage(locale)
    return
  }
  ensureLocale(locale).then(
    // The user may have chosen yet another locale meanwhile.
    () => useSettingsStore.getState().locale === locale && i18n.changeLanguage(locale),
    (error: unknown) => console.warn(`[i18n] ${locale} strings not loaded`, error),
  )
}

/**
 * The language switch: waits for the locale's strings, then saves the choice, so the app never
 * shows a half-switched language; rejects (nothing changed) when they cannot be fetched.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await ensureLocale(locale)
  useSettingsStore.getState().setLocale(locale)
}

const startLocale = useSettingsStore.getState().locale
follow(startLocale)

/**
 * Settles once the locale saved at start-up has its strings (or could not get them): H5's page
 * loader holds the first page until then, so it never draws in zh-Hans and then switches.
 */
export function startStringsReady(): Promise<void> {
  return ensureLocale(startLocale).catch(() => undefined)
}
useSettingsStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) follow(state.locale)
})

export { i18n, t, type MessageKey, type TranslateParams } from './translate'
