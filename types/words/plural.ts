import type { Locale } from '../api'

export type PluralForm = 'one' | 'other'

/**
 * Which form a count takes, by CLDR's cardinal rules for our five locales, written out because
 * mini-program engines may lack Intl.PluralRules. English and Spanish say "1 egg" and "1.5 eggs";
 * French says "1,5 œuf" (one for every number below 2); Chinese has one form. CLDR's French and
 * Spanish "many" (for exact millions: "1 000 000 de …") never occurs in a kitchen.
 */
export function pluralForm(locale: Locale, n: number): PluralForm {
  const value = Math.abs(n)
  switch (locale) {
    case 'en':
    case 'es':
      return value === 1 ? 'one' : 'other'
    case 'fr':
      return value < 2 ? 'one' : 'other'
    default:
      return 'other'
  }
}
