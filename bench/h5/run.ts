/**
 * `npm run bench:h5`: the H5 app side by side with an empty Taro app (issue [6]). Builds both
 * (bench/h5/build.ts), serves the project from the real server (seeded catalogue, own DATA_DIR)
 * and the empty app with the same static serving, then in Chromium at 375x812 weighs every route
 * of src/routes.ts and runs throttled cold loads of the empty app and the home page. Also sizes
 * the mini-program packages (bench/mini-size.ts). Prints the tables and keeps them in
 * bench/results/<date>-h5.md and bench/RESULTS.md.
 *
 *   npm run bench:h5 -- [--reuse] [--runs 5] [--no-load] [--no-mini] [--locale en-US]
 *
 * `--locale` is the browser's language (zh-CN unless told): a first visit shows the app in it, so
 * an en-US run weighs what an English reader's start-up carries.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import type { Browser, BrowserContext } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import type { Paged } from '../../types/api'
import type { RecipeSummary } from '../../types/recipes'
import { LOGIN_ROUTES, ROUTES, type RouteName } from '../../src/routes'
import { buildAndMeasure, packageTable } from '../mini-size'
import { APP_DIR, EMPTY_DIR, buildBoth } from './build'
import { api, launch, registerAccount, startLoggedIn } from './e2e-support'
import { throttledLoad, type LoadRun } from './load'
import { keep, loadAverage, loadTable, revision, weightTable, type RouteWeight } from './report'
import { startAppServer, startEmptyServer, type AppOrigin } from './servers'
import { weighRoute } from './weigh'

type Params = Partial<Record<RouteName, Record<string, string | number>>>

function options() {
  const { values } = parseArgs({
    options: {
      reuse: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      'no-load': { type: 'boolean', default: false },
      'no-mini': { type: 'boolean', default: false },
      locale: { type: 'string', default: 'zh-CN' },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1')
  return {
    reuse: values.reuse,
    runs,
    load: !values['no-load'],
    mini: !values['no-mini'],
    locale: values.locale,
  }
}

/**
 * A cook with a dish, a stock item and a food record, so the detail routes show real content
 * (the same set-up as test/e2e/phone-rules.e2e.test.ts).
 */
async function setUpCook(app: AppOrigin): Promise<{ auth: AuthResult; params: Params }> {
  const auth = await registerAccount(app, app.mail, 'bench_cook')
  const dishes = await api<Paged<RecipeSummary>>(app, 'GET', '/recipes?pageSize=1')
  const dish = dishes.list[0]?.id
  if (dish === undefined) throw new Error('the catalogue is empty')
  const token = auth.token
  const stock = { name: '鸡蛋', quantity: 6, unit: '个', location: 'fridge' }
  const item = await api<{ id: number }>(app, 'POST', '/stock', stock, token)
  const cartLine = { recipeId: dish, servings: 2, meal: 'dinner' }
  const line = await api<{ id: number }>(app, 'POST', '/cart', cartLine, token)
  const order = {
    cartItemIds: [line.id],
    meal: 'dinner',
    eatAt: new Date().toISOString(),
    note: '',
    idempotencyKey: 'bench-h5-record',
  }
  const record = await api<{ id: number }>(app, 'POST', '/orders', order, token)
  const params: Params = {
    foodDetail: { id: dish },
    stepsDetail: { id: dish, step: 0 },
    searchDish: { q: '鸡蛋' },
    stockDetail: { id: item.id },
    orderDetail: { id: record.id },
  }
  return { auth, params }
}

function routeUrl(origin: string, name: RouteName, params: Params): string {
  const query = new URLSearchParams(
    Object.entries(params[name] ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()
  return `${origin}/#/${ROUTES[name]}${query ? `?${query}` : ''}`
}

async function weighAll(browser: Browser, app: AppOrigin, emptyUrl: string, locale: string) {
  const { auth, params } = await setUpCook(app)
  const loggedIn = (context: BrowserContext) => startLoggedIn(context, auth)
  const empty = await weighRoute(browser, `${emptyUrl}/#/pages/index/index`, undefined, locale)
  const routes: RouteWeight[] = []
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const login = LOGIN_ROUTES.includes(name)
    console.error(`weighing ${ROUTES[name]}${login ? ' (logged in)' : ''} …`)
    const weight = await weighRoute(
      browser,
      routeUrl(app.url, name, params),
      login ? loggedIn : undefined,
      locale,
    )
    routes.push({ ...weight, route: ROUTES[name], loggedIn: login })
  }
  return weightTable(empty, routes)
}

/** Alternates which app goes first, so a change in the machine's load falls on both. */
async function loadRuns(
  browser: Browser,
  appUrl: string,
  emptyUrl: string,
  runs: number,
  locale: string,
) {
  const empty: LoadRun[] = []
  const home: LoadRun[] = []
  for (let i = 0; i < runs; i += 1) {
    console.error(`throttled load ${i + 1} of ${runs} …`)
    const order = i % 2 ? ['home', 'empty'] : ['empty', 'home']
    for (const which of order) {
      if (which === 'empty') empty.push(await throttledLoad(browser, `${emptyUrl}/`, false, locale))
      else home.push(await throttledLoad(browser, `${appUrl}/`, true, locale))
    }
  }
  return loadTable(empty, home)
}

async function main(): Promise<void> {
  const o = options()
  const started = new Date()
  const cpus = os.cpus()
  const header = [
    `Revision ${revision()}; browser language ${o.locale}; ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; load average at start ${loadAverage()}`,
  ]
  header.push(...buildBoth(o.reuse))
  const mini = o.mini ? buildAndMeasure(o.reuse) : []
  console.error(header.join('\n'))

  const app = await startAppServer(APP_DIR)
  const empty = await startEmptyServer(EMPTY_DIR)
  const browser = await launch()
  try {
    const sections = [...header.map((line) => `- ${line}`), '']
    sections.push(
      '**Weight**: every script and stylesheet a cold load of the route fetches, each gzip -9; login-only routes as a logged-in cook, the others anonymous.',
      '',
      await weighAll(browser, app, empty.url, o.locale),
    )
    if (o.load) {
      sections.push(
        '',
        `**Throttled cold load** of \`/\` (home) and the empty app, median of ${o.runs} runs each, alternating: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4× slower, 375x812. TBT counts the part of each long task after first contentful paint beyond 50 ms, until the network and the main thread have both been idle for 5 s.`,
        '',
        await loadRuns(browser, app.url, empty.url, o.runs, o.locale),
      )
    }
    if (mini.length) sections.push('', '**Mini-program packages**', '', packageTable(mini))
    sections.push('', `Load average at the end: ${loadAverage()}`)
    const markdown = sections.join('\n')
    console.log(markdown)
    console.error(`kept in ${keep(started, markdown)} and bench/RESULTS.md`)
  } finally {
    await browser.close()
    await empty.stop()
    await app.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
