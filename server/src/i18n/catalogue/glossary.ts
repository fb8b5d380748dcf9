import type { Locale } from '../../../../types/api'
import type { CategoryKey } from '../../../../types/recipes'
import type { LocaleWords } from '../../../../types/words/amount-words'
import type { Noun } from '../../../../types/words/noun'
import { UNITS_EN } from '../../../../types/words/units-en'
import { UNITS_ES } from '../../../../types/words/units-es'
import { UNITS_FR } from '../../../../types/words/units-fr'
import { glossary as en } from './en'
import { glossary as es } from './es'
import { glossary as fr } from './fr'
import type { Glossary, GlossaryNoun, IngredientKind } from './types'

/** The locales the glossary translates into; Chinese readers get the catalogue's own words. */
export type GlossaryLocale = 'en' | 'es' | 'fr'
export const GLOSSARY_LOCALES: readonly GlossaryLocale[] = ['en', 'es', 'fr']

const GLOSSARIES: Record<GlossaryLocale, Glossary> = { en, es, fr }
const UNITS = { en: UNITS_EN, es: UNITS_ES, fr: UNITS_FR }
const KINDS = Object.keys(en.ingredients) as IngredientKind[]

/** Every ingredient of a glossary by its Chinese name, whatever its kind. */
function flatten(glossary: Glossary): Map<string, GlossaryNoun> {
  const all = new Map<string, GlossaryNoun>()
  for (const kind of KINDS) {
    for (const [name, noun] of Object.entries(glossary.ingredients[kind])) all.set(name, noun)
  }
  return all
}

const NOUNS: Record<GlossaryLocale, Map<string, GlossaryNoun>> = {
  en: flatten(en),
  es: flatten(es),
  fr: flatten(fr),
}
const KIND_OF = new Map<string, IngredientKind>(
  KINDS.flatMap((kind) => Object.keys(en.ingredients[kind]).map((name) => [name, kind] as const)),
)

export function isGlossaryLocale(locale: Locale): locale is GlossaryLocale {
  return locale === 'en' || locale === 'es' || locale === 'fr'
}

export function glossaryOf(locale: GlossaryLocale): Glossary {
  return GLOSSARIES[locale]
}

/** The words amount phrases need in a locale (types/words/amount-words.ts). */
export function localeWords(locale: Locale): LocaleWords {
  return { locale, units: isGlossaryLocale(locale) ? UNITS[locale] : {} }
}

/**
 * A dish title in the reader's language; the Chinese when the glossary has none (a cook's own
 * dish) or the reader reads Chinese (zh-Hant text is converted once at import, zh-hant.ts).
 */
export function titleIn(locale: Locale, title: string): string {
  return (isGlossaryLocale(locale) && GLOSSARIES[locale].titles[title]) || title
}

/** A category's name, or null for Chinese readers (the app names categories by key). */
export function categoryIn(locale: Locale, key: CategoryKey): string | null {
  return isGlossaryLocale(locale) ? GLOSSARIES[locale].categories[key].name : null
}

/** An ingredient's glossary entry (with its search words), or null when it has none. */
export function ingredientIn(locale: Locale, name: string): GlossaryNoun | null {
  return (isGlossaryLocale(locale) && NOUNS[locale].get(name)) || null
}

/**
 * An ingredient as amount phrases take it: the glossary's noun, or the name as written when
 * the glossary does not know it (a cook's own word) or the reader reads Chinese.
 */
export function nounIn(locale: Locale, name: string): Noun | string {
  const entry = ingredientIn(locale, name)
  if (!entry) return name
  // The search words stay on the server: an answer carries only what a phrase needs.
  const { also: _also, ...noun } = entry
  return noun
}

/** An ingredient's name in the reader's language, as a list shows it, else the Chinese. */
export function ingredientName(locale: Locale, name: string): string {
  return ingredientIn(locale, name)?.one ?? name
}

/** Which shopping-list group a catalogue ingredient belongs to, or null for an unknown one. */
export function ingredientKind(name: string): IngredientKind | null {
  return KIND_OF.get(name) ?? null
}

/** Every Chinese ingredient name the glossary knows (for tests and search indexing). */
export function glossaryIngredients(locale: GlossaryLocale): ReadonlyMap<string, GlossaryNoun> {
  return NOUNS[locale]
}
