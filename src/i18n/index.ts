import type { Locale } from '@shared/api'
import type { Messages } from './locales/zh-Hans'
import { useSettingsStore } from '@/stores/settings-store'
import { BUNDLED, loadLocale } from './load-locale'
import { i18n } from './translate'

/**
 * The mini-programs have every locale's strings at hand from the start; H5 has none and fetches
 * the reader's at start-up, and another when the reader switches (see load-locale).
 */
for (const [locale, messages] of Object.entries(BUNDLED) as [Locale, Messages][])
  i18n.addLocale(locale, messages)

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
 * Settles once the locale saved at start-up has its strings, and fails when they cannot be
 * fetched (offline): H5's page loader holds the first page until then, so it never draws
 * without its words, and offers a retry when they do not come.
 */
export function startStringsReady(): Promise<void> {
  return ensureLocale(startLocale)
}
useSettingsStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) follow(state.locale)
})

export { i18n, t, type MessageKey, type TranslateParams } from './translate'
