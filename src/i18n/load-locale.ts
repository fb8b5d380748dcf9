import type { Locale } from '@shared/api'
import { messages } from './all-locales'
import type { Messages } from './locales/zh-Hans'

/**
 * The mini-programs keep all five locales in their main package (about 20 KB of text in a 2 MB
 * budget): their webpack output has no way to fetch a chunk later. All are there from the start.
 */
export const BUNDLED: Partial<Record<Locale, Messages>> = messages

/** A locale's strings (already in the package). */
export function loadLocale(locale: Locale): Promise<Messages> {
  return Promise.resolve(messages[locale])
}
