import type { Locale } from '@shared/api'
import { loadQuietly } from '@/services/quiet-chunks'
import type { Messages } from './locales/zh-Hans'

type Loader = () => Promise<{ default: Messages }>

/**
 * H5 ships no strings in the app's scripts: each locale is its own chunk, the reader's fetched at
 * start-up (index.html preloads it beside the app's code: config/first-page-preload.ts) and
 * another when the reader switches. An English reader's start-up no longer carries zh-Hans too.
 */
const loaders: Record<Locale, Loader> = {
  'zh-Hans': () => import(/* webpackChunkName: "locale-zh-Hans" */ './locales/zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "locale-zh-Hant" */ './locales/zh-Hant'),
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en'),
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr'),
}

/** The locales whose strings are in the app's scripts: none on H5. */
export const BUNDLED: Partial<Record<Locale, Messages>> = {}

export async function loadLocale(locale: Locale): Promise<Messages> {
  return (await loadQuietly(loaders[locale])).default
}
