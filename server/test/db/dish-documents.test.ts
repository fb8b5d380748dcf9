import fs from 'node:fs'
import path from 'node:path'
import { Migrator } from 'kysely/migration'
import { migrations } from '../../src/db/migrations'
import { openDatabase, sqliteOf, type Db } from '../../src/db/open-database'
import { makeTempDir } from '../helpers'

let dir: string
let db: Db

beforeEach(() => {
  dir = makeTempDir()
  db = openDatabase(path.join(dir, 'sichu.db'))
})
afterEach(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } })

async function migrateTo(name: string) {
  const { error } = await migrator().migrateTo(name)
  if (error) throw error
}

test('004 moves a catalogue of the old shape into the dish columns, and back down', async () => {
  await migrateTo('003-catalogue')
  const sqlite = sqliteOf(db)
  sqlite.exec(`
    insert into recipes (id, category_id, title, difficulty, servings, title_pinyin,
      search_names, description, tips, images, source_id, source_hash)
    values (7, 1, '红烧肉', 3, 2, 'hong shao rou', '五花肉', '', '', '[]', 'a', 'h');
    insert into recipe_ingredients (recipe_id, position, name, alias, quantity, quantity_low,
      unit, note, raw, parsed)
    values (7, 0, '五花肉', null, 500, null, 'g', null, '五花肉 500g', 1),
           (7, 1, '冰糖', '冰糖块', 15, 10, 'g', '可选', '冰糖 10-15g', 1);
    insert into recipe_steps (recipe_id, position, text, image, timer_seconds)
    values (7, 1, '小火炖 40 分钟', null, 2400), (7, 0, '切块', null, null);
  `)

  await migrateTo('004-dish-documents')
  const row = sqlite
    .prepare('select ingredients_json, steps_json from recipes where id = 7')
    .get() as { ingredients_json: string; steps_json: string }
  expect(JSON.parse(row.ingredients_json)).toEqual([
    ['五花肉', null, 500, null, 'g', null],
    ['冰糖', '冰糖块', 15, 10, 'g', '可选'],
  ])
  expect(JSON.parse(row.steps_json)).toEqual([
    { text: '切块', image: null, timerSeconds: null },
    { text: '小火炖 40 分钟', image: null, timerSeconds: 2400 },
  ])
  const tables = () =>
    sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all()
  expect(tables()).not.toContain('recipe_steps')
  expect(sqlite.prepare('select count(*) from recipe_ingredients').pluck().get()).toBe(2)

  await migrateTo('003-catalogue')
  expect(tables()).toContain('recipe_steps')
  expect(
    sqlite
      .prepare('select position, text, timer_seconds from recipe_steps order by position')
      .raw()
      .all(),
  ).toEqual([
    [0, '切块', null],
    [1, '小火炖 40 分钟', 2400],
  ])
})
