/**
 * `npm run bench`: imports N synthetic recipes (timed), starts the real server and a Fastify
 * hello-world as child processes on free ports, and measures each scenario with autocannon at 50
 * connections. Before the server starts, a cook's account and kitchen are made through the API
 * (bench/kitchen-data.ts) for the authenticated scenarios; hello-world sends a copy of one real
 * answer of each size (the floor rows). Prints a Markdown table (for bench/RESULTS.md), each
 * target of issue [6] as a ratio to the yardsticks of the same run, HELD or MISSED, and keeps a
 * copy in bench/results/<date>.md.
 *
 *   npm run bench -- [--recipes 100000] [--duration 10] [--connections 50] [--only search]
 *                    [--reuse]   (keep the seeded database of an earlier run)
 *                    [--db postgres | --database-url postgres://…]   (issue [10], bench/postgres.ts)
 *
 * On PostgreSQL the floor rows are hello-world making one primary-key read before it sends its
 * copy (the plain copies are measured too, for comparison), the targets are issue [10]'s
 * (scenarios.ts, postgresTargets), and the clock counts queries, i.e. round trips (pg-clock.cjs).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ensureServerBuild, SERVER_COMMAND, SERVER_MAIN } from '../scripts/builds'
import { seededRandom } from '../server/src/lib/seeded-random'
import { engineTable, measureEngine } from './engine'
import { makeKitchenData } from './kitchen-data'
import { timedRun } from './latency'
import { benchDatabase, holdsRecipes } from './postgres'
import { floors, postgresTargets, scenarios, type FloorName, type Scenario } from './scenarios'

const ROOT = path.resolve(__dirname, '..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')

interface Measured {
  scenario: Scenario
  requestsPerSecond: number
  /** Milliseconds, from each 2xx answer's own time (bench/latency.ts), not whole ms. */
  p50: number
  p99: number
  max: number
  non2xx: number
  errors: number
  /** Server CPU time per answered request, in µs: steadier than req/s on a shared machine. */
  cpuPerRequest: number
  /** µs a request inside SQLite statements, and statements a request (bench/sql-clock.cjs). */
  sqlPerRequest?: number
  statementsPerRequest?: number
  /** The host's 1-minute load average when the scenario started and when it ended. */
  loadBefore: number
  loadAfter: number
}

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …, utime, stime, …]. */
function procStat(pid: string): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/**
 * CPU seconds used so far by a process and its children (the tsx launcher runs the real server
 * as its child), from /proc; NaN where there is none.
 */
function cpuSeconds(pid: number): number {
  try {
    let ticks = 0
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const fields = procStat(entry)
        if (entry === String(pid) || fields[1] === String(pid)) {
          ticks += Number(fields[11]) + Number(fields[12]) // utime + stime
        }
      } catch {
        // The process ended while we looked.
      }
    }
    return ticks / 100 // USER_HZ
  } catch {
    return NaN
  }
}

function options() {
  const { values } = parseArgs({
    options: {
      recipes: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      only: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      db: { type: 'string', default: 'sqlite' },
      'database-url': { type: 'string' },
    },
  })
  return {
    recipes: Number(values.recipes),
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    only: values.only,
    reuse: values.reuse,
    db: values.db,
    databaseUrl: values['database-url'],
  }
}

/** The server's SQLite clock (bench/sql-clock.cjs): [ns, statements] so far, 0 before any. */
function sqlClock(file: string): [number, number] {
  try {
    const [ns = '0', count = '0'] = fs.readFileSync(file, 'utf8').trim().split(' ')
    return [Number(ns), Number(count)]
  } catch {
    return [0, 0]
  }
}

/** The clock file is written every 100 ms: wait for the last calls to be in it. */
const SQL_CLOCK_SETTLE_MS = 250

/** The compiled server runs as in production; the bench's own servers through tsx. */
function command(entry: string): [string, string[]] {
  if (entry !== SERVER_MAIN) return [TSX, [entry]]
  ensureServerBuild()
  return SERVER_COMMAND
}

/** Starts a TypeScript entry point and resolves with its URL once it prints "listening on". */
function startChild(
  entry: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(...command(entry), { cwd: ROOT, env: { ...process.env, ...env } })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 120_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[^\s]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ child, url: match[1] })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)))
  })
}

/** Runs the seed command and returns how long it took and what it printed. */
function seed(
  dataDir: string,
  recipes: number,
  databaseUrl?: string,
): Promise<{ seconds: number; output: string }> {
  const started = performance.now()
  const child = spawn(TSX, ['server/src/cli/seed.ts', '--synthetic', String(recipes)], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`seed exited with ${code}:\n${output}`))
      else resolve({ seconds: (performance.now() - started) / 1000, output })
    })
  })
}

async function measure(
  url: string,
  pid: number,
  scenario: Scenario,
  connections: number,
  duration: number,
  clockFile?: string,
): Promise<Measured> {
  const random = seededRandom(42)
  const loadBefore = os.loadavg()[0] ?? NaN
  const cpuBefore = cpuSeconds(pid)
  const sqlBefore = clockFile ? sqlClock(clockFile) : undefined
  const options = {
    url,
    connections,
    headers: scenario.headers ?? {},
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: object) => ({ ...request, path: scenario.path(random) }),
      },
    ],
  }
  const { result, p50, p99 } = await timedRun({ ...options, duration })
  const cpuAfter = cpuSeconds(pid)
  let sql: Pick<Measured, 'sqlPerRequest' | 'statementsPerRequest'> = {}
  if (clockFile && sqlBefore) {
    await new Promise((resolve) => setTimeout(resolve, SQL_CLOCK_SETTLE_MS))
    const [ns, count] = sqlClock(clockFile)
    sql = {
      sqlPerRequest: (ns - sqlBefore[0]) / 1000 / result.requests.total,
      statementsPerRequest: (count - sqlBefore[1]) / result.requests.total,
    }
  }
  return {
    ...sql,
    scenario,
    loadBefore,
    loadAfter: os.loadavg()[0] ?? NaN,
    requestsPerSecond: result.requests.average,
    p50,
    p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest: ((cpuAfter - cpuBefore) * 1e6) / result.requests.total,
  }
}

function machine(): string {
  const cpus = os.cpus()
  const memory = Math.round(os.totalmem() / 2 ** 30)
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${memory} GiB, ${os.type()} ${os.release()}, Node ${process.version}, load average at start ${load}`
}

function verdict(held: boolean): string {
  return held ? 'HELD' : 'MISSED'
}

/**
 * What a route's SQLite statements alone allow: a server that made the same statements and then
 * sent its floor's copy (hello-world's answer where the scenario has no floor) would use the
 * floor's CPU plus the statements' time a request. Throughput and queueing latency follow CPU a
 * request (checked against measured rows: the CPU ratio predicts the throughput ratio within
 * ~0.05), so this gives the best throughput share and the least p99 over the floor that any code
 * making those reads could reach on this host. Empty for rows without a SQLite clock.
 */
function readsAllow(row: Measured, hello: Measured, floor: Measured | undefined): string {
  if (row.sqlPerRequest === undefined) return ''
  const base = (floor ?? hello).cpuPerRequest
  const share = hello.cpuPerRequest / (base + row.sqlPerRequest)
  const p99 = floor ? ` / ${((base + row.sqlPerRequest) / base).toFixed(2)}×` : ''
  return `${share.toFixed(2)}${p99}`
}

/**
 * One row per scenario: its throughput against hello-world's, its p99 against its floor row's,
 * and each target of the scenario with HELD or MISSED.
 */
function table(
  rows: Measured[],
  hello: Measured,
  floorRows: Map<FloorName, Measured>,
  postgres: boolean,
): string {
  const clock = postgres
    ? 'PostgreSQL µs waited/req (round trips; target ≤ 2 a read)'
    : 'SQLite µs/req (statements)'
  const lines = [
    `| Scenario | req/s | × hello-world | × floor req/s | throughput target | p50 ms | p99 ms (each answer’s own time) | × floor (of those p99s) | p99 target | non-2xx | server CPU µs/req | ${clock} | its reads alone allow: × hello-world / p99 × floor | load start → end |`,
    '|---|---:|---:|---:|---|---:|---:|---:|---|---:|---:|---:|---:|---|',
  ]
  for (const row of rows) {
    const { scenario } = row
    const share = row.requestsPerSecond / hello.requestsPerSecond
    const held = scenario.floor ? floorRows.get(scenario.floor) : undefined
    const floor = scenario.yardstick && held !== row ? undefined : held
    const overFloor = floor && floor.p99 > 0 ? row.p99 / floor.p99 : undefined
    const floorShare =
      floor && row !== floor ? row.requestsPerSecond / floor.requestsPerSecond : undefined
    const throughput =
      scenario.floorThroughputRatio !== undefined && floorShare !== undefined
        ? `≥ ${scenario.floorThroughputRatio}× floor ${verdict(floorShare >= scenario.floorThroughputRatio)}`
        : scenario.throughputRatio === undefined
          ? ''
          : `≥ ${scenario.throughputRatio} ${verdict(share >= scenario.throughputRatio)}`
    const trips = row.statementsPerRequest ?? 0
    const tripsVerdict = postgres ? ` ${verdict(trips <= 2)}` : ''
    const p99 =
      scenario.p99Ratio === undefined || overFloor === undefined
        ? ''
        : `≤ ${scenario.p99Ratio}× ${verdict(overFloor <= scenario.p99Ratio)}`
    lines.push(
      [
        scenario.name,
        Math.round(row.requestsPerSecond),
        row === hello ? '1' : share.toFixed(2),
        floorShare === undefined ? '' : floorShare.toFixed(2),
        throughput,
        row.p50.toFixed(2),
        row.p99.toFixed(2),
        overFloor === undefined ? '' : overFloor.toFixed(2),
        p99,
        row.non2xx + row.errors,
        Math.round(row.cpuPerRequest),
        row.sqlPerRequest === undefined
          ? ''
          : `${row.sqlPerRequest.toFixed(1)} (${trips.toFixed(1)}${tripsVerdict})`,
        postgres ? '' : readsAllow(row, hello, floor),
        `${row.loadBefore.toFixed(1)} → ${row.loadAfter.toFixed(1)}`,
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    )
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const o = options()
  const database = await benchDatabase(o.db, o.databaseUrl)
  try {
    await bench(o, database.url, database.label)
  } finally {
    database.stop()
  }
}

async function bench(o: ReturnType<typeof options>, url: string | undefined, label: string) {
  const postgres = url !== undefined
  const dataDir = path.join(os.tmpdir(), `sichu-bench-${postgres ? 'pg-' : ''}${o.recipes}`)
  const started = new Date()
  const header = [`Run ${started.toISOString()} on ${machine()}`, `Database: ${label}`]
  const seeded = url
    ? o.reuse && (await holdsRecipes(url, o.recipes))
    : o.reuse && fs.existsSync(path.join(dataDir, 'sichu.db'))
  if (!seeded) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    console.error(`seeding ${o.recipes} synthetic recipes into ${url ? label : dataDir} …`)
    const seeded = await seed(dataDir, o.recipes, url)
    header.push(
      `Seed (npm run seed -- --synthetic ${o.recipes}, a fresh database): ${seeded.seconds.toFixed(1)} s wall for the whole command`,
    )
    header.push(
      ...seeded.output
        .trim()
        .split('\n')
        .map((l) => `    ${l}`),
    )
  } else {
    header.push(`Reusing the database in ${dataDir} (import not timed in this run)`)
  }
  console.error(header.join('\n'))
  // On PostgreSQL nothing else makes it: it holds the clock file and the floors' copies.
  fs.mkdirSync(dataDir, { recursive: true })

  console.error('measuring the catalogue code in process …')
  const engine = await measureEngine(url ?? path.join(dataDir, 'sichu.db'), o.recipes)

  console.error('making a cook, a kitchen, a plan and a food record through the API …')
  const kitchen = await makeKitchenData(dataDir, url)

  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  }
  const clockFile = path.join(dataDir, 'sql-clock.txt')
  fs.rmSync(clockFile, { force: true })
  const clockScript = path.join(ROOT, postgres ? 'bench/pg-clock.cjs' : 'bench/sql-clock.cjs')
  const server = await startChild(SERVER_MAIN, {
    ...env,
    STATIC_DIR: path.join(dataDir, 'h5'),
    SQL_CLOCK_FILE: clockFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${clockScript}`,
  })
  // The floors: hello-world sending a copy of a real answer of each size, fetched now.
  const pageDir = path.join(dataDir, 'floor-pages')
  fs.rmSync(pageDir, { recursive: true, force: true })
  fs.mkdirSync(pageDir)
  const floorScenarios: Scenario[] = []
  // On PostgreSQL the rows the scenarios are held to make one primary-key read first.
  const readFloors: Scenario[] = []
  for (const floor of floors(kitchen)) {
    const answer = await fetch(`${server.url}${floor.path}`, {
      headers: { authorization: `Bearer ${kitchen.token}` },
    })
    const page = await answer.text()
    if (!answer.ok) throw new Error(`${floor.path} answered ${answer.status}: ${page}`)
    fs.writeFileSync(path.join(pageDir, `${floor.name}.json`), page)
    const size = `${(Buffer.byteLength(page) / 1024).toFixed(1)} KB`
    floorScenarios.push({
      name: `floor: hello-world sending a copy of ${floor.label} (${size})`,
      floor: floor.name,
      yardstick: true,
      path: () => `/page/${floor.name}`,
    })
    if (postgres) {
      readFloors.push({
        name: `PostgreSQL floor: one primary-key read, then a copy of ${floor.label} (${size})`,
        floor: floor.name,
        yardstick: true,
        path: () => `/read/${floor.name}`,
      })
    }
  }
  const hello = await startChild('bench/hello-world.ts', { PAGE_DIR: pageDir, ...env })
  const children = [server.child, hello.child]
  try {
    const helloScenario: Scenario = { name: 'hello-world (Fastify, yardstick)', path: () => '/' }
    const all = scenarios(o.recipes, kitchen).filter((s) => !o.only || s.name.includes(o.only))
    const list = postgres ? postgresTargets(all) : all
    // Only the floors the chosen scenarios are held to.
    const needed = [...floorScenarios, ...readFloors].filter((f) =>
      list.some((s) => s.floor === f.floor),
    )
    const heldTo = new Set(postgres ? readFloors : floorScenarios)
    const rows: Measured[] = []
    const floorRows = new Map<FloorName, Measured>()
    for (const scenario of [helloScenario, ...needed, ...list]) {
      const onHello = scenario === helloScenario || needed.includes(scenario)
      const { url, child } = onHello ? hello : server
      const pid = child.pid ?? 0
      const clock = onHello ? undefined : clockFile
      console.error(`${scenario.name}: warm-up ${o.warmup} s, then ${o.duration} s …`)
      await measure(url, pid, scenario, o.connections, o.warmup, clock)
      const row = await measure(url, pid, scenario, o.connections, o.duration, clock)
      rows.push(row)
      if (heldTo.has(scenario) && scenario.floor) floorRows.set(scenario.floor, row)
    }
    const helloRow = rows[0] as Measured
    const markdown = [
      ...header,
      '',
      ...(postgres
        ? [
            `On PostgreSQL (issue [10]): each scenario is held to its PostgreSQL floor row (hello-world making one primary-key read through a pool opened as the server's, then sending the copy): throughput as a share of that row's, p99 as a multiple of its p99. PostgreSQL µs waited/req: time from sending each query to its answer, added up, per request (concurrent requests overlap, so it is waiting, not CPU); round trips: queries a request (bench/pg-clock.cjs). The rows below that apply to SQLite only (its reads alone allow) are empty.`,
            '',
          ]
        : []),
      `${o.connections} connections, ${o.duration} s per scenario after ${o.warmup} s of warm-up. Targets (issue [6]): throughput as a share of hello-world's; p99 as a multiple of the scenario's floor row (hello-world sending a copy of a real answer of that size), both measured in this run. SQLite µs/req: the server's time inside SQLite statements a request (bench/sql-clock.cjs); its reads alone allow: the best throughput share and least p99 over the floor that a server making the same statements and sending the floor's copy could reach, from CPU a request ((floor CPU + SQLite µs) against hello-world's CPU). p50 and p99 are taken from every 2xx answer's own time as autocannon measured it (to the µs, nearest rank), not from its histogram of whole milliseconds. Load: the host's 1-minute load average at the start and end of each scenario.`,
      '',
      table(rows, helloRow, floorRows, postgres),
      '',
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      '',
      engineTable(engine),
    ].join('\n')
    console.log(markdown)
    const resultsDir = path.join(ROOT, 'bench/results')
    fs.mkdirSync(resultsDir, { recursive: true })
    const stamp = `${started.toISOString().replace(/[:.]/g, '-')}${postgres ? '-postgres' : ''}`
    fs.writeFileSync(path.join(resultsDir, `${stamp}.md`), `${markdown}\n`)
  } finally {
    for (const child of children) child.kill('SIGTERM')
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
