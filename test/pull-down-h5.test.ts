import { ROUTES } from '@/routes'

/**
 * The H5 build leaves Taro's pull-to-refresh element out of the start-up script
 * (config/index.ts): it relies on no H5 page asking Taro for its pull-down refresh, since
 * components/pull-refresh draws the pull there. A page that asked would get an undefined element.
 */
test('no page enables Taro’s pull-down refresh on H5', () => {
  const g = globalThis as { definePageConfig?: (config: object) => object }
  g.definePageConfig = (config) => config
  const asking = Object.values(ROUTES).filter((path) => {
    const config = require(`@/${path}.config`).default as { enablePullDownRefresh?: boolean }
    return config.enablePullDownRefresh === true
  })
  expect(process.env.TARO_ENV).toBe('h5')
  expect(asking).toEqual([])
})
