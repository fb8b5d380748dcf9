import type { Locale } from '@shared/api'
import { messages } from './all-locales'
import type { Messages } from './locales/zh-Hans'

/**
 * A locale's strings. The mini-programs keep all five in their main package (about 20 KB of
 * text in a 2 MB budget): their webpack output has no way to fetch a chunk later.
 */
export function loadLocale(locale: Locale): Promise<Messages> {
  return Promise.resolve(messages[locale])
}
