import Taro from '@tarojs/taro'
import type { RecipeDetail } from '@shared/recipes'
import {
  KEPT_MAX,
  forgetKeptOnLogout,
  keepAhead,
  keepDish,
  keptDish,
  keptDishes,
} from '@/services/kept-dishes'
import { useSessionStore } from '@/stores/session-store'
import { answerRoutes, ok, sent, until } from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { mei } from '../helpers/fixtures'

// The mini-programs' store (storage); H5's is Cache Storage for the service worker, which the
// browser test (test/e2e/offline.e2e.test.ts) drives.
jest.mock('@/services/kept-store', () => jest.requireActual('../../src/services/kept-store.ts'))

let server: ApiServer
const dish = (id: number): RecipeDetail => ({ ...detailOf(RECIPES[0]), id, title: `菜 ${id}` })
const storedAnswer = (id: number) => Taro.getStorageSync(`sichu:kept:${id}`) as unknown
/** keepDish writes the answer after the list (a promise): one turn later it is there. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeAll(async () => {
  server = await startApiServer()
  forgetKeptOnLogout()
})
afterAll(() => server.close())

beforeEach(async () => {
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  Taro.clearStorageSync()
  server.received.length = 0
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

test('a kept dish is listed newest first and its answer is found without the network', async () => {
  keepDish(dish(1))
  keepDish(dish(2))
  keepDish(dish(1))
  await flush()
  expect(keptDishes().map((kept) => [kept.id, kept.title, kept.icon])).toEqual([
    [1, '菜 1', RECIPES[0].category.icon],
    [2, '菜 2', RECIPES[0].category.icon],
  ])
  expect(await keptDish(2)).toEqual(dish(2))
  expect(await keptDish(3)).toBeNull()
})

test(`at most ${KEPT_MAX} are kept: the oldest answers go`, async () => {
  for (let id = 1; id <= KEPT_MAX + 2; id += 1) keepDish(dish(id))
  await flush()
  expect(keptDishes()).toHaveLength(KEPT_MAX)
  expect(keptDishes()[0].id).toBe(KEPT_MAX + 2)
  expect(storedAnswer(1)).toBeFalsy()
  expect(storedAnswer(2)).toBeFalsy()
  expect(storedAnswer(3)).toBeTruthy()
})

test('the end of a session forgets every kept answer; a login keeps them', async () => {
  useSessionStore.setState({ token: null, userInfo: null })
  keepDish(dish(1))
  await flush()
  useSessionStore.getState().logIn('tok-me', mei)
  await flush()
  expect(await keptDish(1)).not.toBeNull()

  keepDish(dish(2))
  await flush()
  useSessionStore.getState().clear()
  await until(() => keptDishes().length === 0)
  expect(storedAnswer(1)).toBeFalsy()
  expect(storedAnswer(2)).toBeFalsy()
})

test('favourites and planned dishes are kept ahead: only those not kept lately, quietly', async () => {
  answerRoutes(server, {
    'GET /api/recipes/5': () => ok(dish(5)),
    'GET /api/recipes/6': () => ok(dish(6)),
  })
  keepDish(dish(4))
  await keepAhead([4, 5, 6])
  await flush()
  expect(server.received.map((req) => req.url)).toEqual(['/api/recipes/5', '/api/recipes/6'])
  expect(keptDishes().map((kept) => kept.id)).toEqual([6, 5, 4])
  expect(server.received[0].headers.authorization).toBe('Bearer tok-me')

  // Offline or refused: it stops at the first failure, without a toast.
  server.received.length = 0
  server.handle((_req, res) => res.destroy())
  await keepAhead([7, 8])
  expect(sent(server, 'GET /api/recipes/7')).toHaveLength(1)
  expect(sent(server, 'GET /api/recipes/8')).toHaveLength(0)
  expect(document.querySelector('.taro__toast')?.getAttribute('style') ?? '').not.toContain('block')
})
