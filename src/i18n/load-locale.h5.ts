import type { Locale } from '@shared/api'
import { loadQuietly } from '@/services/quiet-chunks'
import zhHans, { type Messages } from './locales/zh-Hans'

type Loader = () => Promise<{ default: Messages }>

/**
 * H5 ships only zh-Hans in the app chunk (index.ts imports it); the other four are each their
 * own chunk, fetched when the saved locale asks for one at start-up or when the user switches.
 */
const loaders: Record<Exclude<Locale, 'zh-Hans'>, Loader> = {
  'zh-Hant': () => import(/* webpackChunkName: "locale-zh-Hant" */ './locales/zh-Hant'),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en'),
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr'),
}

export async function loadLocale(locale: Locale): Promise<Messages> {
  return locale === 'zh-Hans' ? zhHans : (await loadQuietly(loaders[locale])).default
}
