import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '@shared/api'
import { useSettingsStore } from '@/stores/settings-store'
import { loadLocale } from './load-locale'
import zhHans, { type Messages } from './locales/zh-Hans'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
  }
}

/**
 * Only the default locale's strings are at hand at start-up (they are also every other
 * locale's fallback); another locale is added when first used (see load-locale).
 */
void i18next.use(initReactI18next).init({
  resources: { 'zh-Hans': { translation: zhHans } },
  lng: 'zh-Hans',
  fallbackLng: 'zh-Hans',
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  showSupportNotice: false,
})

const loading = new Map<Locale, Promise<void>>()

/** Makes a locale's strings available; a failed fetch (offline) may be tried again. */
export function ensureLocale(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return Promise.resolve()
  let pending = loading.get(locale)
  if (!pending) {
    pending = loadLocale(locale).then(
      (translation) => {
        i18next.addResourceBundle(locale, 'translation', translation)
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
  if (i18next.hasResourceBundle(locale, 'translation')) {
    void i18next.changeLanguage(locale)
    return
  }
  ensureLocale(locale).then(
    // The user may have chosen yet another locale meanwhile.
    () => useSettingsStore.getState().locale === locale && void i18next.changeLanguage(locale),
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

follow(useSettingsStore.getState().locale)
useSettingsStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) follow(state.locale)
})

export const i18n = i18next
export const t = i18next.t.bind(i18next)
