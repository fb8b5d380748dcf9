import type { HelpCentre, Localized } from '../../types'
import en from './en'
import es from './es'
import fr from './fr'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

/** Imported by the help page only, so its five versions travel in that page's code. */
export const help: Localized<HelpCentre> = {
  'zh-Hans': () => zhHans,
  'zh-Hant': () => zhHant,
  en: () => en,
  es: () => es,
  fr: () => fr,
}
