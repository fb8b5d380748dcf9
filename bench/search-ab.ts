/**
 * Search in process, old code against new, alternating query by query on one seeded database,
 * so both see the same machine load. The old code is the server of a git ref, extracted into a
 * temporary folder (with node_modules linked); the new one is this working tree. Also checks that
 * both give the same page (ids in order) for every query.
 *
 *   npx tsx bench/search-ab.ts [--old main] [--db <os.tmpdir()>/sichu-bench-100000/sichu.db]
 *                              [--rounds 35] [--swap]
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { extractServer, median } from './old-tree'
import { SEARCHES } from './scenarios'

const ROOT = path.resolve(__dirname, '..')

type Search = (q: string, page: number) => Promise<number[]>

/** Opens the database with the server code under `root` and returns a search by its ids. */
async function loadSearch(root: string, dbPath: string): Promise<Search> {
  const { openDatabase } = await import(path.join(root, 'server/src/db/open-database'))
  const { createSearchRepository } = await import(path.join(root, 'server/src/search/repository'))
  const { searchDishes } = await import(path.join(root, 'server/src/search/search-dishes'))
  const repo = createSearchRepository(openDatabase(dbPath))
  // Synchronous before issue [10], a promise since: awaited either way (the third argument,
  // anonymous, is ignored by the old code).
  return async (q, page) => {
    const result = (await searchDishes(repo, { q, page, pageSize: 20 }, false)) as {
      list: { row: { id: number } }[]
    }
    return result.list.map((hit) => hit.row.id)
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      old: { type: 'string', default: 'main' },
      db: { type: 'string', default: path.join(os.tmpdir(), 'sichu-bench-100000/sichu.db') },
      rounds: { type: 'string', default: '35' },
      swap: { type: 'boolean', default: false },
    },
  })
  const { root: oldRoot, remove } = extractServer(values.old)
  try {
    // Loaded second, a copy of the same code measured 10-20 % slower here: --swap loads the
    // new code first, and a fair figure is the mean of both orders.
    const load = [oldRoot, ROOT].map((root) => () => loadSearch(root, values.db))
    if (values.swap) load.reverse()
    const first = await (load[0] as () => Promise<Search>)()
    const second = await (load[1] as () => Promise<Search>)()
    const [before, after] = values.swap ? [second, first] : [first, second]
    const rounds = Number(values.rounds)
    const lines = [
      `Search in process, ${values.old} (before) against this tree (after), ${rounds} rounds of each word, pages 1 and 2${values.swap ? ', new code loaded first' : ''}; load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
      '',
      '| search, in process | before p50 µs | after p50 µs | pages that differ |',
      '|---|---:|---:|---:|',
    ]
    for (const [kind, words] of Object.entries(SEARCHES)) {
      const times = { before: [] as number[], after: [] as number[] }
      let differ = 0
      for (let round = -3; round < rounds; round++) {
        for (const q of words) {
          for (const page of [1, 2]) {
            // Alternate which goes first, so neither always finds the other's warm caches.
            const order =
              round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)
            const ids: Record<string, number[]> = {}
            for (const which of order) {
              const search = which === 'before' ? before : after
              const started = performance.now()
              ids[which] = await search(q, page)
              const took = (performance.now() - started) * 1000
              if (round >= 0) times[which].push(took)
            }
            if (round === 0 && ids.before?.join() !== ids.after?.join()) differ++
          }
        }
      }
      lines.push(
        `| ${kind} | ${Math.round(median(times.before))} | ${Math.round(median(times.after))} | ${differ} |`,
      )
    }
    lines.push('', `Load average at the end: ${os.loadavg()[0]?.toFixed(1)}`)
    console.log(lines.join('\n'))
  } finally {
    remove()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
