import { seedCatalogue } from '../src/catalogue/seed'
import type { ImportSummary } from '../src/catalogue/import'
import { makeApp, type TestApp } from './helpers'

export interface CatalogueApp extends TestApp {
  /** The import of the real HowToCook catalogue this app was seeded with. */
  seeded: ImportSummary
}

/** The real app over a fresh database holding the real 322-recipe catalogue (once per file). */
export async function makeCatalogueApp(): Promise<CatalogueApp> {
  const t = await makeApp()
  return Object.assign(t, { seeded: seedCatalogue(t.app.db) })
}

/** GET an /api path and return the envelope's content, failing on anything but code 0. */
export async function getContent<T>(t: TestApp, url: string, language?: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  })
  const body = res.json() as { code: number; msg: string; content: T }
  if (res.statusCode !== 200 || body.code !== 0) {
    throw new Error(`GET ${url} → ${res.statusCode} ${JSON.stringify(body)}`)
  }
  return body.content
}
