import type { Locale } from '@shared/api'
import en from './locales/en'
import es from './locales/es'
import fr from './locales/fr'
import zhHans, { type Messages } from './locales/zh-Hans'
import zhHant from './locales/zh-Hant'

/**
 * Every locale's strings at once: for the mini-programs (their packages hold them all) and the
 * tests. The H5 app never imports this: it fetches one locale at a time (load-locale.h5.ts).
 */
export const messages = {
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
  es,
  fr,
} satisfies Record<Locale, Messages>
