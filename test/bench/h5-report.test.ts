import { totalBlockingTime } from '../../bench/h5/load'
import { loadTable, median, weightTable } from '../../bench/h5/report'

test('Total Blocking Time counts the part of each task after FCP beyond 50 ms', () => {
  const tasks: [number, number][] = [
    [100, 300], // before FCP but for 100 ms of it: 100 ms after FCP, 50 blocking
    [1000, 120], // 70 blocking
    [2000, 50], // not a long task beyond 50 ms: nothing
    [3000, 400], // ends after the window: 100 ms inside it, 50 blocking
  ]
  expect(totalBlockingTime(tasks, 300, 3100)).toBe(50 + 70 + 50)
  expect(totalBlockingTime(tasks, 0, 10_000)).toBe(250 + 70 + 350)
})

test('median of odd and even counts', () => {
  expect(median([5, 1, 3])).toBe(3)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([])).toBeNaN()
})

test('a route is held to 1.15× the empty app and a redirect is shown', () => {
  const empty = { files: 3, raw: 300_000, gzip: 100_000, landed: 'pages/index/index' }
  const table = weightTable(empty, [
    { ...empty, gzip: 115_000, route: 'pages/index/index', loggedIn: false },
    {
      ...empty,
      gzip: 116_000,
      route: 'pages/cart/index',
      landed: 'pages/cart/index',
      loggedIn: true,
    },
    { ...empty, route: 'pages/stock/index', landed: 'pages/login/index?x=1', loggedIn: false },
  ])
  expect(table).toContain('| pages/index/index |  | 3 | 293.0 | 112.3 | 1.15 | ≤ 1.15× HELD |')
  expect(table).toContain('| pages/cart/index | yes | 3 | 293.0 | 113.3 | 1.16 | ≤ 1.15× MISSED |')
  expect(table).toContain('pages/stock/index (landed on pages/login/index?x=1)')
})

test('load ratios: nothing blocking in both is held, a card never seen is missed', () => {
  const run = { fcp: 1000, lcp: 1000, tbt: 0, blocking: 100, firstCard: null }
  const table = loadTable([run, run], [{ ...run, lcp: 1300 }, run])
  expect(table).toContain('| Largest contentful paint | 1000 | 1150 | 1.15 | ≤ 1.2× HELD |')
  expect(table).toContain('| Total Blocking Time | 0 | 0 | 1.00 | ≤ 1.5× HELD |')
  expect(table).toMatch(/First dish card on screen .* \| 1000 \| not seen \| – \| ≤ 1.5× MISSED \|/)
})
