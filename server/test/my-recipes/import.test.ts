import type { OwnRecipeDetail, RecipeImportDraft } from '../../../types/my-recipes'
import { makeJpeg, startOrigin, type ImageOrigin } from '../covers/origin'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { person, SETUP_MS, type Person } from '../records-support'
import {
  GRAPH_PAGE,
  MICRODATA_PAGE,
  NO_RECIPE_PAGE,
  page,
  redirect,
  TWO_RECIPES_PAGE,
} from './pages'

let t: AuthTestApp
let closed: AuthTestApp
let origin: ImageOrigin
let cook: Person
let stranger: Person
let jpeg: Buffer

beforeAll(async () => {
  jpeg = await makeJpeg(400, 300)
  t = await makeAuthApp({ importAllowHosts: ['127.0.0.1'] })
  // The same app as deployed: no host allowed, so the local origin is a private address.
  closed = await makeAuthApp()
  origin = await startOrigin({
    '/graph': page(GRAPH_PAGE),
    '/microdata': page(MICRODATA_PAGE),
    '/two': page(TWO_RECIPES_PAGE),
    '/none': page(NO_RECIPE_PAGE),
    '/img/wings.jpg': (response) =>
      void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg),
    '/big': (response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      // 3 MB with no length header: the limit must count the bytes as they come.
      const chunk = Buffer.alloc(64 * 1024, 'a')
      for (let i = 0; i < 48; i++) response.write(chunk)
      response.end()
    },
    '/to-private': redirect('http://10.0.0.1/recipe'),
    '/to-localhost': redirect('/graph'.replace('/graph', 'http://localhost:1/graph')),
    '/to-file': redirect('file:///etc/passwd'),
    '/hop1': redirect('/hop2'),
    '/hop2': redirect('/hop3'),
    '/hop3': redirect('/hop4'),
    '/hop4': redirect('/graph'),
    '/hop-ok': redirect('/graph'),
  })
  cook = await person(t, 'Cook')
  stranger = await person(closed, 'Stranger')
}, SETUP_MS)
afterAll(async () => {
  await origin.close()
  await t.close()
  await closed.close()
})

const importUrl = (who: Person, url: string) =>
  who.api.post<RecipeImportDraft>('/api/recipes/import', { url })

test('JSON-LD inside @graph, @type as an array, HowToSection, ISO 8601 times, yield forms', async () => {
  const answer = await importUrl(cook, `${origin.base}/graph`)
  expect(answer).toMatchObject({ status: 200, code: 0 })
  expect(answer.content).toMatchObject({
    title: '可乐鸡翅 & 土豆',
    description: '孩子最爱的家常菜',
    servings: 4,
    totalMinutes: 80,
    categoryId: 1,
    visibility: 'private',
    sourceUrl: `${origin.base}/graph`,
    cover: `${origin.base}/img/wings.jpg`,
    skipped: [],
  })
  expect(answer.content.ingredients).toEqual([
    { name: '鸡翅', quantity: 8, unit: '个', note: null },
    { name: '可乐', quantity: 330, unit: 'ml', note: null },
    { name: '生姜', quantity: 3, unit: '片', note: null },
    { name: '盐', quantity: null, unit: null, note: '适量' },
  ])
  expect(answer.content.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
    ['鸡翅两面划刀，冷水下锅焯水。', null],
    ['煎至两面金黄。', null],
    ['倒入可乐，小火焖 20 分钟，大火收汁。', 1200],
  ])
  // The draft saves as it is; its page picture comes through the covers' guarded path.
  const { skipped, ...draft } = answer.content
  void skipped
  const saved = await cook.api.post<OwnRecipeDetail>('/api/recipes', draft)
  expect(saved.content).toMatchObject({ source: 'import', sourceUrl: `${origin.base}/graph` })
  const cover = await t.app.inject({ method: 'GET', url: saved.content.cover as string })
  expect(cover.statusCode).toBe(200)
  expect(cover.headers['content-type']).toBe('image/webp')
  expect(origin.hits('/img/wings.jpg')).toBe(1)
  // Its address is a capability: the same picture at another version is not found.
  const guessed = (saved.content.cover as string).replace(/[0-9a-f]{10}$/, '0000000000')
  expect((await t.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404)
})

test('microdata, English lines and a yield in words', async () => {
  const answer = await importUrl(cook, `${origin.base}/microdata`)
  expect(answer.content).toMatchObject({
    title: 'Tomato egg stir-fry',
    servings: 2,
    totalMinutes: 20,
    cover: 'https://cdn.example.org/egg.jpg',
  })
  expect(answer.content.ingredients).toEqual([
    { name: 'eggs', quantity: 3, unit: null, note: null },
    { name: 'tomatoes', quantity: 2, unit: null, note: 'cut into wedges' },
    { name: 'salt', note: 'to taste' },
  ])
  // English durations propose timers as Chinese ones do (a range's larger end).
  expect(answer.content.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
    ['Beat the eggs.', null],
    ['Scramble them and set aside.', null],
    ['Cook the tomatoes 3-4 minutes, add the eggs back.', 240],
  ])
})

test('a page of two recipes answers the first, naming the other; a string of instructions is split', async () => {
  const answer = await importUrl(cook, `${origin.base}/two`)
  expect(answer.content).toMatchObject({ title: '葱油拌面', servings: 2, totalMinutes: 25 })
  expect(answer.content.skipped).toEqual(['酸辣汤'])
  expect(answer.content.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
    ['小葱切段。', null],
    ['小火熬葱油 10 分钟。', 600],
    ['拌面。', null],
  ])
})

test('a page without a recipe is a clear 422, in the caller’s language', async () => {
  const answer = await importUrl(cook, `${origin.base}/none`)
  expect(answer).toMatchObject({ status: 422, code: 42276 })
  expect(answer.msg).toMatch(/菜谱|recipe/i)
})

test('SSRF: private addresses, redirects to them, other schemes, size and hops are refused', async () => {
  // The deployed app: 127.0.0.1 is loopback, refused before any request is made.
  const before = origin.hits('/graph')
  expect(await importUrl(stranger, `${origin.base}/graph`)).toMatchObject({
    status: 422,
    code: 42272,
  })
  expect(origin.hits('/graph')).toBe(before)
  for (const url of [
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://10.1.2.3/',
  ]) {
    expect(await importUrl(stranger, url)).toMatchObject({ status: 422, code: 42272 })
  }
  // Allowed host, but a redirect to a private address or to a name resolving to loopback.
  expect(await importUrl(cook, `${origin.base}/to-private`)).toMatchObject({ code: 42272 })
  expect(await importUrl(cook, `${origin.base}/to-localhost`)).toMatchObject({ code: 42272 })
  expect(await importUrl(cook, `${origin.base}/to-file`)).toMatchObject({ code: 42270 })
  expect(await importUrl(cook, 'file:///etc/passwd')).toMatchObject({ code: 42270 })
  expect(await importUrl(cook, 'gopher://127.0.0.1/')).toMatchObject({ code: 42270 })
  expect(await importUrl(cook, `${origin.base}/big`)).toMatchObject({ status: 422, code: 42273 })
  expect(await importUrl(cook, `${origin.base}/hop1`)).toMatchObject({ code: 42274 })
  expect(await importUrl(cook, `${origin.base}/hop-ok`)).toMatchObject({ code: 0 })
})
