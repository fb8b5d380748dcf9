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

test('a catalogue imported by older cleaning rules is imported again at boot, once', async () => {
  const dir = makeTempDir()
  try {
    const config = testConfig(dir)
    const first = await buildApp(config, { seedCatalogue: true })
    const sqlite = sqliteOf(first.db)
    // As a database of before issue [7] holds it: old title, old time, no parser version.
    sqlite
      .prepare(
        `update recipes set title = '豉汁蒸白鱔食谱', total_minutes = 495, source_hash = 'old'
         where source_id like '%豉汁蒸白鱔%' or title = '无骨鸡爪'`,
      )
      .run()
    sqlite.prepare('update catalogue_state set parser_version = 1').run()
    const ids = sqlite.prepare('select id from recipes order by id').pluck().all()
    await first.close()

    const second = await buildApp(config, { seedCatalogue: true })
    const again = sqliteOf(second.db)
    expect(again.prepare('select id from recipes order by id').pluck().all()).toEqual(ids)
    expect(
      again.prepare("select count(*) from recipes where title like '%食谱'").pluck().get(),
    ).toBe(0)
    expect(
      again
        .prepare("select total_minutes from recipes where source_id like '%无骨鸡爪%'")
        .pluck()
        .get(),
    ).toBe(55)
    const version = again.prepare('select version from catalogue_state').pluck().get()
    await second.close()

    const third = await buildApp(config, { seedCatalogue: true })
    expect(sqliteOf(third.db).prepare('select version from catalogue_state').pluck().get()).toBe(
      version,
    )
    await third.close()
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
