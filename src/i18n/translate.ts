import { DEFAULT_LOCALE, type Locale } from '@shared/api'
import type { Messages } from './locales/zh-Hans'
import { fillPlurals } from './plural'

type Tree = { [key: string]: string | Tree }

/** Every dotted path to a string of the reference locale: `auth.strength.weak` … */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

export type MessageKey = Leaves<Messages>

/** `{{name}}` values, and `lng` to ask for a locale other than the current one. */
export type TranslateParams = { [name: string]: string | number | undefined } & { lng?: Locale }

const bundles = new Map<Locale, Tree>()
const listeners = new Set<(locale: Locale) => void>()
let current: Locale = DEFAULT_LOCALE
/** Counts what changes the words on screen: a language change, or the current one's strings. */
let revision = 0

function changed() {
  revision += 1
  listeners.forEach((listener) => listener(current))
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

function text(key: string, locale: Locale): string | undefined {
  return lookup(bundles.get(locale), key) ?? lookup(bundles.get(DEFAULT_LOCALE), key)
}

/**
 * The string of `key` in the current locale (zh-Hans when missing there), values filled in and
 * counted words in the form their number asks for (`{{count|one:…|other:…}}`, see plural.ts).
 */
export function t(key: MessageKey, params?: TranslateParams): string {
  const locale = params?.lng ?? current
  const found = text(key, locale) ?? key
  if (!params) return found
  return fillPlurals(found, locale, params).replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  )
}

/**
 * The app's translator: what it used of i18next (strings by dotted key with `{{values}}`, one
 * fallback locale, a language-changed event) in a few hundred bytes instead of ~19 KB gzip of
 * i18next and react-i18next in every route's scripts.
 */
export const i18n = {
  get language(): Locale {
    return current
  },
  /** Moves on with every change of the words shown (what useTranslation renders again for). */
  get revision(): number {
    return revision
  },
  t,
  /** Whether a (runtime-built) key has a string, in the current locale or the fallback. */
  exists(key: string): boolean {
    return text(key, current) !== undefined
  },
  hasLocale(locale: Locale): boolean {
    return bundles.has(locale)
  },
  /** Adds a locale's strings; when they are the current locale's, listeners hear of it. */
  addLocale(locale: Locale, messages: Messages): void {
    bundles.set(locale, messages)
    // On H5 the zh-Hans strings arrive after start-up while zh-Hans is already the language.
    if (locale === current) changed()
  },
  /** Shows `locale` (its strings must have been added) and tells every listener. */
  changeLanguage(locale: Locale): void {
    if (locale === current) return
    current = locale
    changed()
  },
  /**
   * Calls `listener` after each language change, and when the current language's strings
   * arrive; answers the unsubscribe.
   */
  onLanguageChanged(listener: (locale: Locale) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
