import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES } from '@shared/api'
import { messages } from '@/i18n/all-locales'

/**
 * index.html's boot script carries the loader's words in every locale: they are shown before
 * the app's code, and by the page loader while (or when) the reader's strings cannot be fetched.
 */
const html = readFileSync(join(__dirname, '../../src/index.html'), 'utf8')

function bootWords(locale: string): string[] {
  const key = locale.includes('-') ? `'${locale}'` : locale
  const line = html.split('\n').find((l) => l.trim().startsWith(`${key}: [`))
  if (!line) throw new Error(`no boot words for ${locale}`)
  return [...line.matchAll(/'([^']*)'/g)].map((m) => m[1]!).filter((w) => w !== locale)
}

test.each(LOCALES)('%s: the boot failure and retry say what the page loader says', (locale) => {
  const [, failed, retry] = bootWords(locale)
  expect(failed).toBe(messages[locale].pageLoader.failed)
  expect(retry).toBe(messages[locale].common.retry)
})
