import fs from 'node:fs'
import { buildApp } from '../../src/app'
import { sqliteOf } from '../../src/db/open-database'
import { makeApp, makeTempDir, testConfig } from '../helpers'

test('a server booting on an empty database imports the catalogue, once', async () => {
  const dir = makeTempDir()
  try {
    const config = testConfig(dir)
    const first = await buildApp(config, { seedCatalogue: true })
    const count = () => sqliteOf(first.db).prepare('select count(*) from recipes').pluck().get()
    expect(count()).toBe(322)
    const version = sqliteOf(first.db).prepare('select version from catalogue_state').pluck()
    expect(version.get()).toBe(1)
    await first.close()

    const second = await buildApp(config, { seedCatalogue: true })
    expect(sqliteOf(second.db).prepare('select version from catalogue_state').pluck().get()).toBe(1)
    await second.close()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('apps built for tests start without recipes unless they seed', async () => {
  const t = await makeApp()
  const res = await t.app.inject({ method: 'GET', url: '/api/recipes' })
  expect(res.json().content).toEqual({ list: [], total: 0, page: 1, pageSize: 20 })
  const categories = await t.app.inject({ method: 'GET', url: '/api/categories' })
  expect(categories.json().content).toHaveLength(10)
  await t.close()
})
