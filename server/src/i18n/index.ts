import { DEFAULT_LOCALE, type Locale } from '../../../types/api'
import { en } from './locales/en'
import { es } from './locales/es'
import { fr } from './locales/fr'
import { zhHans, type MessageKey, type Messages } from './locales/zh-hans'
import { zhHant } from './locales/zh-hant'

export type { MessageKey, Messages }
export type MessageParams = Record<string, string | number>

export const catalogues: Record<Locale, Messages> = {
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
  es,
  fr,
}

/** The message in that locale with `{name}` placeholders filled; unknown placeholders stay visible. */
export function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const message = catalogues[locale][key]
  // Most messages ("OK" on every success) have no placeholder: no regex pass for them.
  if (!message.includes('{')) return message
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo'])

/** Maps one language tag to a supported locale, or undefined when we do not speak it. */
export function localeOfTag(tag: string): Locale | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/)
  const [language, ...rest] = parts
  if (language === 'zh') {
    // Script beats region: zh-Hant-CN is traditional, zh-Hans-HK simplified.
    if (rest.includes('hant')) return 'zh-Hant'
    if (rest.includes('hans')) return 'zh-Hans'
    return rest.some((r) => TRADITIONAL_REGIONS.has(r)) ? 'zh-Hant' : 'zh-Hans'
  }
  if (language === 'en' || language === 'es' || language === 'fr') return language
  return undefined
}

/**
 * Locales of the Accept-Language values seen lately: a browser sends the same value on every
 * request, and parsing it (split, sort, regex) cost more than the rest of an "OK" envelope. At
 * most 1000 are kept, forgotten at once when full. Written out rather than lib/remembered: i18n
 * is the floor that lib's errors stand on, so it imports nothing from lib.
 */
const seenHeaders = new Map<string, Locale>()

function localeOfHeader(header: string): Locale {
  let locale = seenHeaders.get(header)
  if (locale === undefined) {
    locale = parseAcceptLanguage(header)
    if (seenHeaders.size >= 1000) seenHeaders.clear()
    seenHeaders.set(header, locale)
  }
  return locale
}

/** Picks the caller's locale from an Accept-Language header, honouring q-values. */
export function resolveLocale(header: string | undefined): Locale {
  return header ? localeOfHeader(header) : DEFAULT_LOCALE
}

function parseAcceptLanguage(header: string): Locale {
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...attrs] = entry.split(';')
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    // Equal weights keep the order the client wrote them in.
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}
