import type { Locale } from '@shared/api'

export type PluralCategory = 'one' | 'other'

/**
 * The plural category of a count, by CLDR's cardinal rules for our five locales (written out:
 * the mini-programs' JavaScript engines do not all have Intl.PluralRules). Chinese has one form;
 * English and Spanish say "one" for exactly 1; French for 0 ≤ n < 2 ("0 portion", "1,5 portion").
 * CLDR's "many" (es and fr, for round millions) reads like "other" in every string we count.
 */
export function pluralCategory(locale: Locale, count: number): PluralCategory {
  switch (locale) {
    case 'en':
    case 'es':
      return count === 1 ? 'one' : 'other'
    case 'fr':
      return count >= 0 && count < 2 ? 'one' : 'other'
    default:
      return 'other'
  }
}

/**
 * Fills the plural choices of a message: `{{count|one:ración|other:raciones}}` becomes the form
 * of `count`'s category (`other` when the locale has no form of its own for it). A choice
 * whose value is missing or not a number is left as it is: a mistake shows, not a wrong word.
 */
export function fillPlurals(
  text: string,
  locale: Locale,
  params: { [name: string]: string | number | undefined },
): string {
  return text.replace(/{{\s*(\w+)\|([^}]*)}}/g, (whole, name: string, choices: string) => {
    const value = params[name]
    const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    if (typeof count !== 'number' || Number.isNaN(count)) return whole
    const forms = new Map(
      choices.split('|').map((choice): [string, string] => {
        const colon = choice.indexOf(':')
        return [choice.slice(0, colon).trim(), choice.slice(colon + 1)]
      }),
    )
    return forms.get(pluralCategory(locale, count)) ?? forms.get('other') ?? whole
  })
}
