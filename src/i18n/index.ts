import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { useSettingsStore } from '@/stores/settings-store'
import en from './locales/en'
import es from './locales/es'
import fr from './locales/fr'
import zhHans, { type Messages } from './locales/zh-Hans'
import zhHant from './locales/zh-Hant'

export const messages = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, es, fr } satisfies Record<
  string,
  Messages
>

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
  }
}

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(messages).map(([locale, translation]) => [locale, { translation }]),
  ),
  lng: useSettingsStore.getState().locale,
  fallbackLng: 'zh-Hans',
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  showSupportNotice: false,
})

useSettingsStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) void i18next.changeLanguage(state.locale)
})

export const i18n = i18next
export const t = i18next.t.bind(i18next)
