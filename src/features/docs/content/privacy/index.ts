import type { LegalDocument, Localized } from '../../types'
import en from './en'
import es from './es'
import fr from './fr'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

/** Imported by the privacy page only, so its five versions travel in that page's code. */
export const privacy: Localized<LegalDocument> = {
  'zh-Hans': () => zhHans,
  'zh-Hant': () => zhHant,
  en: () => en,
  es: () => es,
  fr: () => fr,
}
