import type { TSchema } from '@sinclair/typebox'
import { catalogueClock } from '../src/db/catalogue-clock'
import { seedCatalogue } from '../src/catalogue/seed'
import type { ImportSummary } from '../src/catalogue/import'
import {
  CategoriesReplySchema,
  RecipeDetailReplySchema,
  RecipePageReplySchema,
} from '../src/recipes/schemas'
import { HotSearchReplySchema, SearchReplySchema } from '../src/search/schemas'
import { TodayEatReplySchema } from '../src/today-eat/schemas'
import { schemaProblems } from './answer-schema'
import { makeApp, type TestApp } from './helpers'

export interface CatalogueApp extends TestApp {
  /** The import of the real HowToCook catalogue this app was seeded with. */
  seeded: ImportSummary
}

/** The real app over a fresh database holding the real 322-recipe catalogue (once per file). */
export async function makeCatalogueApp(): Promise<CatalogueApp> {
  const t = await makeApp()
  return Object.assign(t, { seeded: await seedCatalogue(t.app.db) })
}

/** The success schema of each catalogue route, by path. */
const REPLY_SCHEMAS: [RegExp, TSchema][] = [
  [/^\/api\/categories$/, CategoriesReplySchema],
  [/^\/api\/recipes$/, RecipePageReplySchema],
  [/^\/api\/recipes\/recommended$/, RecipePageReplySchema],
  [/^\/api\/recipes\/[^/]+$/, RecipeDetailReplySchema],
  [/^\/api\/search\/dishes$/, SearchReplySchema],
  [/^\/api\/search\/hot$/, HotSearchReplySchema],
  [/^\/api\/today-eat$/, TodayEatReplySchema],
]

/**
 * GET an /api path and return the envelope's content, failing on anything but code 0 and on an
 * answer that is not exactly what the route's schema declares.
 */
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
  const path = url.split('?')[0] ?? url
  const schema = REPLY_SCHEMAS.find(([pattern]) => pattern.test(path))?.[1]
  if (!schema) throw new Error(`no reply schema known for ${path}`)
  const problems = schemaProblems(schema, body)
  if (problems.length)
    throw new Error(`GET ${url} answered off its schema:\n${problems.join('\n')}`)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  return body.content
}

/**
 * Sets a dish's popularity as a figure write would (recipes/figures.ts): the column, and the
 * figures version every instance checks (migration 014); this instance is told at once.
 */
export async function setPopularity(t: TestApp, title: string, popularity: number): Promise<void> {
  await t.app.db.updateTable('recipes').set({ popularity }).where('title', '=', title).execute()
  await t.app.db
    .updateTable('figures_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute()
  catalogueClock(t.app.db).changed()
}
