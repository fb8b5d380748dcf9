import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  ROUTES,
  SUB_PACKAGE_ROOTS,
  TAB_ROUTES,
  isTabRoute,
  packagePages,
  routeNameOf,
  urlOf,
} from '@/routes'

const paths = Object.values(ROUTES)

test('26 unique routes (the seed’s 21, change email, not-found, the shopping list, my recipes and the recipe editor), home first', () => {
  expect(paths).toHaveLength(26)
  expect(new Set(paths).size).toBe(26)
  expect(paths[0]).toBe('pages/index/index')
})

test('every route has its page component', () => {
  const missing = paths.filter((path) => !existsSync(join(__dirname, '../src', `${path}.tsx`)))
  expect(missing).toEqual([])
})

test('the four tabs are home, category, cart and profile', () => {
  expect(TAB_ROUTES).toEqual(['home', 'category', 'cart', 'profile'])
  expect(isTabRoute('cart')).toBe(true)
  expect(isTabRoute('foodDetail')).toBe(false)
  expect(isTabRoute(undefined)).toBe(false)
})

describe('urlOf', () => {
  test('is the bare path without a query', () => {
    expect(urlOf('home')).toBe('/pages/index/index')
  })

  test('encodes the query and leaves out empty values', () => {
    expect(
      urlOf('login', { redirect: '/pages/food/detail?id=3&from=search', tab: undefined, q: '' }),
    ).toBe('/pages/login/index?redirect=%2Fpages%2Ffood%2Fdetail%3Fid%3D3%26from%3Dsearch')
    expect(urlOf('searchDish', { keyword: '红烧 肉', page: 2 })).toBe(
      '/pages/search/dish?keyword=%E7%BA%A2%E7%83%A7%20%E8%82%89&page=2',
    )
  })
})

describe('routeNameOf', () => {
  test.each([
    ['/pages/food/detail?id=3', 'foodDetail'],
    ['pages/food/detail', 'foodDetail'],
    ['/pages/index/index', 'home'],
    ['/pages/nowhere/index', undefined],
    [undefined, undefined],
  ])('%p → %p', (path, name) => {
    expect(routeNameOf(path)).toBe(name)
  })

  test('reads back what urlOf wrote', () => {
    for (const name of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
      expect(routeNameOf(urlOf(name, { id: 1 }))).toBe(name)
    }
  })
})

describe('packagePages (mini-program sub-packages)', () => {
  const { pages, subPackages } = packagePages()
  const everyPage = [
    ...pages,
    ...subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`)),
  ]

  test('every route is in exactly one package, under its own path', () => {
    expect([...everyPage].sort()).toEqual([...paths].sort())
  })

  test('the main package starts at home and holds every tab', () => {
    expect(pages[0]).toBe(ROUTES.home)
    for (const tab of TAB_ROUTES) expect(pages).toContain(ROUTES[tab])
  })

  test('no main-package page lives under a sub-package root, and no sub-package is empty', () => {
    for (const root of SUB_PACKAGE_ROOTS) {
      expect(pages.filter((page) => page.startsWith(`${root}/`))).toEqual([])
    }
    for (const sub of subPackages) expect(sub.pages.length).toBeGreaterThan(0)
  })
})
