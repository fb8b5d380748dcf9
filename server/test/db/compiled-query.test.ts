import fs from 'node:fs'
import path from 'node:path'
import { compiledQuery } from '../../src/db/compiled-query'
import { migrateToLatest, openDatabase, sqliteOf, type Db } from '../../src/db/open-database'
import { makeTempDir } from '../helpers'

let dir: string
let db: Db

beforeAll(async () => {
  dir = makeTempDir()
  db = openDatabase(path.join(dir, 'sichu.db'))
  await migrateToLatest(db)
  const sqlite = sqliteOf(db)
  const add = sqlite.prepare(
    `insert into kitchens (name, time_zone, created_at) values (?, 'Asia/Shanghai', '2026-11-23')`,
  )
  for (const name of ['甲', '乙', '丙']) add.run(name)
})
afterAll(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const byNameAndZone = () =>
  compiledQuery(db, 2, (name: string, zone: string) =>
    db
      .selectFrom('kitchens')
      .select(['id', 'name'])
      .where('name', '=', name)
      .where('time_zone', '=', zone)
      .where('id', '>', 0),
  )

test('each call binds its own arguments, and constants of the shape stay', async () => {
  const find = byNameAndZone()
  expect(await find('乙', 'Asia/Shanghai')).toEqual([{ id: 2, name: '乙' }])
  expect(await find('丙', 'Asia/Shanghai')).toEqual([{ id: 3, name: '丙' }])
  expect(await find('乙', 'Europe/Paris')).toEqual([])
})

test('answers what the builder itself answers', async () => {
  const reference = await db
    .selectFrom('kitchens')
    .select(['id', 'name'])
    .where('name', '=', '甲')
    .where('time_zone', '=', 'Asia/Shanghai')
    .where('id', '>', 0)
    .execute()
  expect(await byNameAndZone()('甲', 'Asia/Shanghai')).toEqual(reference)
})

test('an argument the query never binds is refused when the query is made', () => {
  expect(() =>
    compiledQuery(db, 2, (name: string, _unused: string) =>
      db.selectFrom('kitchens').select('id').where('name', '=', name),
    ),
  ).toThrow(/argument 1 is not a parameter/)
})
