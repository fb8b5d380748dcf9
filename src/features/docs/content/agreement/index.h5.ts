import type { LegalDocument, Localized } from '../../types'

/**
 * H5: each locale's agreement text is its own chunk, fetched when the page shows in that locale
 * (the page loader covers the wait and a failure), instead of all five in the page's code.
 */
export const agreement: Localized<LegalDocument> = {
  'zh-Hans': () => import('./zh-Hans').then((m) => m.default),
  'zh-Hant': () => import('./zh-Hant').then((m) => m.default),
  en: () => import('./en').then((m) => m.default),
  es: () => import('./es').then((m) => m.default),
  fr: () => import('./fr').then((m) => m.default),
}
