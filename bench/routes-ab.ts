/**
 * Whole routes in process, old code against new: the app of a git ref and the app of this tree,
 * both built over one seeded database, answer the same calls through `inject` (no socket),
 * alternating call by call so both see the same machine load. A cook and kitchen are made
 * first (bench/kitchen-data.ts) for the authenticated routes; each call comes from its own
 * address, so per-address limits pass (their counter write is measured, as every real call
 * pays it). Prints the median µs per call of each side.
 *
 *   npx tsx bench/routes-ab.ts [--old main] [--data <os.tmpdir()>/sichu-bench-100000]
 *                              [--calls 2000] [--only today-eat]
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../server/src/config'
import { makeKitchenData } from './kitchen-data'
import { extractServer, median } from './old-tree'

const ROOT = path.resolve(__dirname, '..')

function config(dataDir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    dbPath: path.join(dataDir, 'sichu.db'),
    logLevel: 'warn',
    smtpUrl: undefined,
    staticDir: path.join(dataDir, 'h5'),
  }
}

async function appOf(root: string, dataDir: string): Promise<FastifyInstance> {
  const { buildApp } = await import(path.join(root, 'server/src/app'))
  return (await buildApp(config(dataDir))) as FastifyInstance
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      old: { type: 'string', default: 'main' },
      data: { type: 'string', default: path.join(os.tmpdir(), 'sichu-bench-100000') },
      calls: { type: 'string', default: '2000' },
      only: { type: 'string' },
    },
  })
  const kitchen = await makeKitchenData(values.data)
  const routes = [
    '/api/categories',
    '/api/recipes?sort=popular&page=2',
    '/api/recipes/1234?servings=2',
    '/api/today-eat?people=4',
    '/api/stock?page=1',
    '/api/cart',
    `/api/orders/${kitchen.orderId}`,
  ].filter((r) => !values.only || r.includes(values.only))
  const { root: oldRoot, remove } = extractServer(values.old)
  const apps = { before: await appOf(oldRoot, values.data), after: await appOf(ROOT, values.data) }
  let address = 0
  async function call(app: FastifyInstance, url: string): Promise<number> {
    address += 1
    const started = performance.now()
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${kitchen.token}` },
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    })
    const took = (performance.now() - started) * 1000
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`)
    return took
  }
  try {
    const calls = Number(values.calls)
    const lines = [
      `Routes in process (inject), ${values.old} (before) against this tree (after), ${calls} calls each, alternating; load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
      '',
      '| route | before µs | after µs |',
      '|---|---:|---:|',
    ]
    for (const url of routes) {
      const times = { before: [] as number[], after: [] as number[] }
      for (let i = -200; i < calls; i++) {
        const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)
        for (const which of order) {
          const took = await call(apps[which], url)
          if (i >= 0) times[which].push(took)
        }
      }
      lines.push(
        `| ${url} | ${Math.round(median(times.before))} | ${Math.round(median(times.after))} |`,
      )
    }
    lines.push('', `Load average at the end: ${os.loadavg()[0]?.toFixed(1)}`)
    console.log(lines.join('\n'))
  } finally {
    await apps.before.close()
    await apps.after.close()
    remove()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
