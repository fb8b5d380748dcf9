import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { buildApp } from '../../src/app'
import { databaseLocation } from '../../src/config'
import { migrateToLatest, openDatabase, type Db } from '../../src/db/open-database'
import { makeApp, makeTempDir, testConfig } from '../helpers'

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, '../../..')

const countRecipes = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('recipes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Imports of the whole catalogue: seconds on a busy host. */
const IMPORTS_MS = 120_000

const catalogueVersion = async (db: Db) =>
  Number(
    (await db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version,
  )

test(
  'a server booting on an empty database imports the catalogue, once',
  async () => {
    const dir = makeTempDir()
    try {
      const config = testConfig(dir)
      const first = await buildApp(config, { seedCatalogue: true })
      expect(await countRecipes(first.db)).toBe(322)
      expect(await catalogueVersion(first.db)).toBe(1)
      await first.close()

      const second = await buildApp(config, { seedCatalogue: true })
      expect(await catalogueVersion(second.db)).toBe(1)
      await second.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
  IMPORTS_MS,
)

test(
  'two processes booting together on an empty database import it once',
  async () => {
    const dir = makeTempDir()
    try {
      const location = databaseLocation(testConfig(dir))
      const db = openDatabase(location)
      await migrateToLatest(db)
      const child = () =>
        run(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          ['server/test/catalogue/seed-child.ts', location],
          {
            cwd: ROOT,
          },
        )
      const answers = await Promise.all([child(), child()])
      const seeded = answers.map(
        (a) => JSON.parse(a.stdout) as { imported: boolean; created: number },
      )
      // One imported; the other found the catalogue there once it held the lock, and did nothing.
      expect(seeded.sort((a, b) => a.created - b.created)).toEqual([
        { imported: false, created: 0 },
        { imported: true, created: 322 },
      ])
      expect(await countRecipes(db)).toBe(322)
      expect(await catalogueVersion(db)).toBe(1)
      await db.destroy()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
  IMPORTS_MS,
)

test(
  'a catalogue imported by older cleaning rules is imported again at boot, once',
  async () => {
    const dir = makeTempDir()
    try {
      const config = testConfig(dir)
      const first = await buildApp(config, { seedCatalogue: true })
      // As a database of before issue [7] holds it: old title, old time, no parser version.
      await first.db
        .updateTable('recipes')
        .set({ title: '豉汁蒸白鱔食谱', total_minutes: 495, source_hash: 'old' })
        .where((eb) =>
          eb.or([eb('source_id', 'like', '%豉汁蒸白鱔%'), eb('title', '=', '无骨鸡爪')]),
        )
        .execute()
      await first.db.updateTable('catalogue_state').set({ parser_version: 1 }).execute()
      const ids = async (db: Db) =>
        (await db.selectFrom('recipes').select('id').orderBy('id').execute()).map((r) => r.id)
      const before = await ids(first.db)
      await first.close()

      const second = await buildApp(config, { seedCatalogue: true })
      expect(await ids(second.db)).toEqual(before)
      const oldTitles = await second.db
        .selectFrom('recipes')
        .select('id')
        .where('title', 'like', '%食谱')
        .execute()
      expect(oldTitles).toEqual([])
      const chicken = await second.db
        .selectFrom('recipes')
        .select('total_minutes')
        .where('source_id', 'like', '%无骨鸡爪%')
        .executeTakeFirstOrThrow()
      expect(chicken.total_minutes).toBe(55)
      const version = await catalogueVersion(second.db)
      await second.close()

      const third = await buildApp(config, { seedCatalogue: true })
      expect(await catalogueVersion(third.db)).toBe(version)
      await third.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
  IMPORTS_MS,
)

test('apps built for tests start without recipes unless they seed', async () => {
  const t = await makeApp()
  const res = await t.app.inject({ method: 'GET', url: '/api/recipes' })
  expect(res.json().content).toEqual({ list: [], total: 0, page: 1, pageSize: 20 })
  const categories = await t.app.inject({ method: 'GET', url: '/api/categories' })
  expect(categories.json().content).toHaveLength(10)
  await t.close()
})
