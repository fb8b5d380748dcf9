import sharp from 'sharp'
import type { RecipeDetail, RecipeSummary } from '../../../types/recipes'
import { importRecipes } from '../../src/catalogue/import'
import { sqliteOf } from '../../src/db/open-database'
import { imagePath } from '../../src/covers/image-url'
import type { Paged } from '../../../types/api'
import { FakeClock } from '../auth/support'
import { getContent } from '../catalogue-app'
import { makeApp, type TestApp } from '../helpers'
import {
  endless,
  html,
  image,
  makeJpeg,
  makePng,
  startOrigin,
  status,
  type ImageOrigin,
} from './origin'
import { dish } from './support'

// Real images are decoded and resized: on a shared 2-core machine that can take seconds.
jest.setTimeout(30_000)

const HOUR = 60 * 60 * 1000
let t: TestApp
let clock: FakeClock
let origin: ImageOrigin
let jpeg: Buffer
const ids: Record<string, number> = {}

beforeAll(async () => {
  jpeg = await makeJpeg()
  const png = await makePng()
  origin = await startOrigin({
    '/a.jpg': image(jpeg, 'image/jpeg'),
    '/b.png': image(png, 'image/png'),
    '/c.jpg': image(jpeg, 'image/jpeg'),
    '/d.jpg': image(jpeg, 'image/jpeg'),
    '/broken.jpg': status(500),
    '/down.jpg': status(503),
    '/gone.jpg': status(404),
    '/page.jpg': html,
    '/huge.jpg': endless(9 * 1024 * 1024),
    '/corrupt.jpg': image(Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500)]), 'image/jpeg'),
  })
  clock = new FakeClock()
  t = await makeApp({}, { clock })
  const url = (file: string) => `${origin.base}/${file}`
  const sources = [
    dish('红烧肉', [url('a.jpg'), url('b.png')]),
    dish('白切鸡', [url('c.jpg')]),
    dish('蒸排骨', [url('d.jpg')]),
    dish('坏图', [url('broken.jpg')]),
    dish('宕机', [url('down.jpg')]),
    dish('没了', [url('gone.jpg')]),
    dish('网页', [url('page.jpg')]),
    dish('巨图', [url('huge.jpg')]),
    dish('残图', [url('corrupt.jpg')]),
    dish('无图', []),
  ]
  await importRecipes(t.app.db, sources)
  const rows = sqliteOf(t.app.db).prepare('select id, title from recipes').all() as {
    id: number
    title: string
  }[]
  for (const row of rows) ids[row.title] = row.id
})

afterAll(async () => {
  await t.close()
  await origin.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

async function detail(title: string): Promise<RecipeDetail> {
  return getContent<RecipeDetail>(t, `/api/recipes/${ids[title]}`)
}

test('lists and the dish page name our own origin, never the source', async () => {
  const page = await getContent<Paged<RecipeSummary>>(t, '/api/recipes?sort=newest&pageSize=50')
  const pork = page.list.find((d) => d.id === ids['红烧肉'])!
  expect(pork.cover).toBe(imagePath(ids['红烧肉']!, 'cover', `${origin.base}/a.jpg`))
  expect(pork.cover).toMatch(/^\/api\/recipes\/\d+\/images\/cover\/[0-9a-f]{10}$/)
  expect(page.list.find((d) => d.id === ids['无图'])!.cover).toBeNull()
  expect(JSON.stringify(page)).not.toContain(origin.base)

  const full = await detail('红烧肉')
  expect(full.cover).toBe(pork.cover)
  expect(full.images).toEqual([
    imagePath(ids['红烧肉']!, 'i0', `${origin.base}/a.jpg`),
    imagePath(ids['红烧肉']!, 'i1', `${origin.base}/b.png`),
  ])
  expect(JSON.stringify(full)).not.toContain(origin.base)
})

test('the first request fetches and resizes; the next ones come from disk', async () => {
  const { cover } = await detail('红烧肉')
  const first = await get(`${cover}?w=360`)
  expect(first.statusCode).toBe(200)
  expect(first.headers['content-type']).toBe('image/webp')
  expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}-360"$/)
  const meta = await sharp(first.rawPayload).metadata()
  expect(meta).toMatchObject({ format: 'webp', width: 360, height: 240 })
  expect(first.rawPayload.length).toBeLessThan(jpeg.length)
  expect(origin.hits('/a.jpg')).toBe(1)
  const kept = (folder: string) => t.app.files.keysBefore(folder, Number.MAX_SAFE_INTEGER)
  expect(await kept('covers/originals/')).toHaveLength(1)
  expect(await kept('covers/360/')).toHaveLength(1)

  const again = await get(`${cover}?w=360`)
  expect(again.statusCode).toBe(200)
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
  // The hero size is made from the original on disk, not fetched again.
  const hero = await get(`${cover}?w=750`)
  expect((await sharp(hero.rawPayload).metadata()).width).toBe(750)
  expect(origin.hits('/a.jpg')).toBe(1)

  const notModified = await get(`${cover}?w=360`, { 'if-none-match': first.headers.etag! })
  expect(notModified.statusCode).toBe(304)
  expect(notModified.rawPayload.length).toBe(0)
})

test('no width is a card thumbnail; a width not offered is refused, naming the field', async () => {
  const { cover } = await detail('红烧肉')
  expect((await sharp((await get(cover!)).rawPayload).metadata()).width).toBe(360)
  for (const w of ['500', 'abc', '360.5', '']) {
    const res = await get(`${cover}?w=${w}`, { 'accept-language': 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('query/w: must be one of 360, 750')
  }
})

test('another image of the dish, a PNG source, is a WebP too', async () => {
  const { images } = await detail('红烧肉')
  const res = await get(`${images[1]}?w=750`)
  expect(res.statusCode).toBe(200)
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750 })
})

test('requests at the same time for a new picture share one fetch', async () => {
  const { cover } = await detail('白切鸡')
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => get(`${cover}?w=${i % 2 ? 750 : 360}`)),
  )
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
  expect(origin.hits('/c.jpg')).toBe(1)
})

test.each([
  ['坏图', '/broken.jpg', 'status 500'],
  ['没了', '/gone.jpg', 'status 404'],
  ['网页', '/page.jpg', 'not a JPEG, PNG or WebP image'],
  ['巨图', '/huge.jpg', 'too large: over 8388608 bytes'],
  ['残图', '/corrupt.jpg', 'does not decode'],
])('%s: a source that fails is remembered (%s) and left alone', async (title, file, reason) => {
  const { cover } = await detail(title)
  const res = await get(`${cover}?w=360`, { 'accept-language': 'en' })
  expect(res.statusCode).toBe(404)
  expect(res.json()).toEqual({
    code: 40450,
    msg: `This dish has no picture here (id ${ids[title]}, cover)`,
    content: null,
  })
  expect(origin.hits(file)).toBe(1)
  const miss = sqliteOf(t.app.db)
    .prepare('select reason, retry_at from image_misses order by retry_at desc')
    .all() as { reason: string; retry_at: number }[]
  expect(miss.find((m) => m.reason === reason)?.retry_at).toBe(clock.now() + 6 * HOUR)

  expect((await get(`${cover}?w=750`)).statusCode).toBe(404)
  expect((await get(`${cover}?w=360`)).statusCode).toBe(404)
  expect(origin.hits(file)).toBe(1)
  expect(await t.app.files.keysBefore('covers/360/', Number.MAX_SAFE_INTEGER)).not.toEqual([])
})

test('requests at the same time for a failing source share one fetch too', async () => {
  const { cover } = await detail('宕机')
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => get(`${cover}?w=${i % 2 ? 750 : 360}`)),
  )
  expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404])
  expect(origin.hits('/down.jpg')).toBe(1)
})

test('a remembered failure is tried again once its time is up', async () => {
  const { cover } = await detail('坏图')
  const before = origin.hits('/broken.jpg')
  clock.advance(6 * HOUR - 1)
  expect((await get(cover!)).statusCode).toBe(404)
  expect(origin.hits('/broken.jpg')).toBe(before)
  clock.advance(1)
  expect((await get(cover!)).statusCode).toBe(404)
  expect(origin.hits('/broken.jpg')).toBe(before + 1)
})

test('a dish without a picture, or no such dish or slot, is a 404 in the envelope', async () => {
  const id = ids['无图']!
  for (const url of [
    `/api/recipes/${id}/images/cover/0123456789`,
    `/api/recipes/${id}/images/i0/0123456789`,
    `/api/recipes/${ids['红烧肉']}/images/i2/0123456789`,
    `/api/recipes/${ids['红烧肉']}/images/s0/0123456789`,
    '/api/recipes/999999/images/cover/0123456789',
  ]) {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 40450, content: null })
  }
})

test('slots and versions of any other shape are refused before any lookup', async () => {
  for (const url of [
    `/api/recipes/${ids['红烧肉']}/images/..%2f..%2fsichu.db/0123456789`,
    `/api/recipes/${ids['红烧肉']}/images/i01/0123456789`,
    `/api/recipes/${ids['红烧肉']}/images/cover/zz23456789`,
    `/api/recipes/0/images/cover/0123456789`,
  ]) {
    expect((await get(url)).statusCode).toBe(400)
  }
})

test('an old version still gets the picture, cached for an hour only', async () => {
  const res = await get(`/api/recipes/${ids['红烧肉']}/images/cover/0123456789?w=360`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('public, max-age=3600')
})

test('a step picture from the catalogue is served and named in the dish', async () => {
  const id = ids['蒸排骨']!
  const steps = [
    { text: '切块', image: `${origin.base}/d.jpg`, timerSeconds: null },
    { text: '炒 5 分钟', image: null, timerSeconds: 300 },
  ]
  sqliteOf(t.app.db)
    .prepare('update recipes set steps_json = ? where id = ?')
    .run(JSON.stringify(steps), id)
  const full = await detail('蒸排骨')
  expect(full.steps).toEqual([
    {
      text: '切块',
      image: imagePath(id, 's0', `${origin.base}/d.jpg`),
      timerSeconds: null,
      amounts: [],
    },
    { text: '炒 5 分钟', image: null, timerSeconds: 300, amounts: [] },
  ])
  const res = await get(`${full.steps[0]!.image}?w=750`)
  expect(res.statusCode).toBe(200)
  expect((await sharp(res.rawPayload).metadata()).width).toBe(750)
  expect((await get(`/api/recipes/${id}/images/s1/0123456789`)).statusCode).toBe(404)
})
