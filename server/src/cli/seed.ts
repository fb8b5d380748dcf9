import { parseArgs } from 'node:util'
import { SingleBar } from 'cli-progress'
import type { ImportPhase, ImportSummary } from '../catalogue/import'
import { seedCatalogue } from '../catalogue/seed'
import { databaseLabel, databaseLocation, loadConfig, type Env } from '../config'
import { migrateToLatest, openDatabase } from '../db/open-database'
import type { Io } from './release'

const USAGE = `Usage: npm run seed [-- --synthetic N]

Imports the HowToCook recipe catalogue (node_modules/howtocook-mcp) into the database the server
uses (DATA_DIR, default ./data), updating what changed and leaving the rest: running it again
changes nothing. --synthetic N adds N generated recipes (benchmarks, scale tests).`

class UsageError extends Error {}

function parse(argv: string[]): { synthetic: number } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { synthetic: { type: 'string' }, help: { type: 'boolean', default: false } },
  })
  if (values.help) throw new UsageError('')
  const raw = values.synthetic ?? '0'
  const synthetic = Number(raw)
  if (!/^\d+$/.test(raw) || synthetic > 10_000_000) {
    throw new UsageError(`--synthetic must be a whole number up to 10000000, got "${raw}"`)
  }
  return { synthetic }
}

export function describeSummary(summary: ImportSummary): string[] {
  const seconds = (summary.milliseconds / 1000).toFixed(1)
  return [
    `Imported ${summary.recipes} recipes in ${seconds} s: ${summary.created} new, ${summary.updated} updated, ${summary.unchanged} unchanged`,
    `  ingredient lines: ${summary.ingredientLines} (${summary.unparsedLines} kept as written, not parsed)`,
    `  steps: ${summary.steps}`,
    summary.searchTerms
      ? `  search index: ${summary.searchTerms} terms, ${summary.searchPostings} postings`
      : '  search index: unchanged',
  ]
}

/** A progress bar on stderr when it is a terminal; nothing otherwise (logs, CI). */
function progressBar(stream: NodeJS.WriteStream) {
  if (!stream.isTTY) return { update: () => {}, stop: () => {} }
  const bar = new SingleBar({
    stream,
    format: '{phase} [{bar}] {percentage}% | {value}/{total}',
    hideCursor: true,
  })
  let current: ImportPhase | undefined
  return {
    update(phase: ImportPhase, done: number, total: number) {
      if (phase !== current) {
        if (current) bar.stop()
        current = phase
        bar.start(total, done, { phase: phase.padEnd(12) })
      }
      bar.update(done)
    },
    stop: () => current && bar.stop(),
  }
}

/** The command without the process around it; resolves to the exit code. */
export async function runSeed(
  argv: string[],
  env: Env,
  io: Io,
  progressStream: NodeJS.WriteStream = process.stderr,
): Promise<number> {
  let options: { synthetic: number }
  try {
    options = parse(argv)
  } catch (error) {
    const message = (error as Error).message
    io.err(message ? `seed: ${message}\n\n${USAGE}` : USAGE)
    return 1
  }
  const config = loadConfig(env)
  const db = openDatabase(databaseLocation(config))
  const bar = progressBar(progressStream)
  try {
    await migrateToLatest(db)
    const summary = await seedCatalogue(db, {
      synthetic: options.synthetic,
      onProgress: bar.update,
    })
    bar.stop()
    for (const line of describeSummary(summary)) io.out(line)
    io.out(`  database: ${databaseLabel(config)}`)
    return 0
  } finally {
    bar.stop()
    await db.destroy()
  }
}

if (require.main === module) {
  const io: Io = { out: (l) => console.log(l), err: (l) => console.error(l) }
  runSeed(process.argv.slice(2), process.env, io).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('seed failed:', error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
