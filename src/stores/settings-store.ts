import Taro from '@tarojs/taro'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/api'
import { taroJSONStorage } from '@/services/taro-storage'

/** Maps a system language tag (zh_CN, zh-TW, en-GB, fr …) to one of our five locales. */
export function localeFromSystem(tag: string | undefined): Locale {
  const value = (tag ?? '').replace('_', '-').toLowerCase()
  if (/^zh-(hant|tw|hk|mo)/.test(value)) return 'zh-Hant'
  if (value.startsWith('zh')) return 'zh-Hans'
  const base = value.split('-')[0]
  return LOCALES.find((locale) => locale === base) ?? DEFAULT_LOCALE
}

function systemLocale(): Locale {
  try {
    // On H5 getSystemInfoSync also sniffs the device (platform.js, 5 KB gzip in the start-up
    // script) for a language the app's base info gives alone.
    const info = process.env.TARO_ENV === 'h5' ? Taro.getAppBaseInfo() : Taro.getSystemInfoSync()
    return localeFromSystem(info.language)
  } catch {
    return DEFAULT_LOCALE
  }
}

interface SettingsState {
  locale: Locale
  setLocale: (locale: Locale) => void
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      locale: systemLocale(),
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: 'sichu:settings',
      version: 1,
      storage: taroJSONStorage,
      partialize: ({ locale }) => ({ locale }),
    },
  ),
)
