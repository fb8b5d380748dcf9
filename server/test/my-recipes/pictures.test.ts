import type { OwnRecipeDetail } from '../../../types/my-recipes'
import { sweepOrphans } from '../../src/upload/sweep'
import { freshAddress, makeAuthApp, MINUTE, type AuthTestApp } from '../auth/support'
import { person, SETUP_MS, type Person } from '../records-support'
import { multipartBody, tinyPng } from '../upload/images'
import { draft } from './support'

let t: AuthTestApp
let cook: Person
let other: Person

beforeAll(async () => {
  t = await makeAuthApp()
  cook = await person(t, 'Cook')
  other = await person(t, 'Other')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

async function upload(who: Person): Promise<string> {
  const { payload, contentType } = multipartBody([
    { name: 'file', filename: 'a.png', type: 'image/png', data: tinyPng() },
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': contentType, authorization: `Bearer ${who.auth.token}` },
    payload,
    remoteAddress: freshAddress(),
  })
  return res.json().content.url as string
}

test('a cover and step photos from the cook’s uploads are shown as they are, and kept by the sweep', async () => {
  const cover = await upload(cook)
  const photo = await upload(cook)
  const stray = await upload(cook)
  const made = await cook.api.post<OwnRecipeDetail>(
    '/api/recipes',
    draft({
      cover,
      steps: [{ text: '切块。', image: photo }, { text: '焖 10 分钟。' }],
    }),
  )
  expect(made).toMatchObject({ status: 200, code: 0 })
  expect(made.content.cover).toBe(cover)
  expect(made.content.steps.map((s) => [s.image, s.timerSeconds])).toEqual([
    [photo, null],
    [null, 600],
  ])
  const swept = await sweepOrphans(
    t.app.repos.uploads,
    t.app.files,
    t.clock.now() + 25 * 60 * MINUTE,
  )
  expect(swept.files).toBe(1)
  for (const url of [cover, photo]) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
  }
  expect((await t.app.inject({ method: 'GET', url: stray })).statusCode).toBe(404)
})

test('someone else’s upload cannot be a recipe’s picture', async () => {
  const theirs = await upload(other)
  const refused = await cook.api.post('/api/recipes', draft({ cover: theirs }))
  expect(refused).toMatchObject({ status: 400, code: 40014 })
  const step = await cook.api.post(
    '/api/recipes',
    draft({ steps: [{ text: '切块。', image: '/api/uploads/nope.png' }] }),
  )
  expect(step).toMatchObject({ status: 400 })
})
