/** The bench's tables, and where a run is kept: bench/results/<date>-h5.md and bench/RESULTS.md. */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoadRun } from './load'
import type { Weight } from './weigh'

const ROOT = path.resolve(__dirname, '../..')
const RESULTS = path.join(ROOT, 'bench/RESULTS.md')
/** bench/RESULTS.md's line under which each run is inserted, newest first. */
export const RUNS_MARKER = '<!-- bench:h5 runs, newest first: bench/h5/report.ts inserts here -->'

export const WEIGHT_TARGET = 1.15
export const LOAD_TARGETS = { lcp: 1.2, tbt: 1.5, firstCard: 1.5 }

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const verdict = (ratio: number, target: number) =>
  `≤ ${target}× ${Number.isFinite(ratio) && ratio <= target ? 'HELD' : 'MISSED'}`

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (!sorted.length) return NaN
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
}

export function revision(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim()
    const dirty = execSync('git status --porcelain -- src config', { cwd: ROOT }).toString().trim()
    return dirty ? `${head} with uncommitted changes in src/ or config/` : head
  } catch {
    return 'unknown revision'
  }
}

export interface RouteWeight extends Weight {
  route: string
  loggedIn: boolean
}

export function weightTable(empty: Weight, routes: RouteWeight[]): string {
  const lines = [
    '| Route | Logged in | Files | Raw KB | gzip -9 KB | × empty app | Target |',
    '|---|---|---:|---:|---:|---:|---|',
    `| empty Taro app (pages/index/index) | | ${empty.files} | ${kb(empty.raw)} | ${kb(empty.gzip)} | 1 | |`,
  ]
  for (const row of routes) {
    const ratio = row.gzip / empty.gzip
    const moved = row.landed.split('?')[0] === row.route ? '' : ` (landed on ${row.landed})`
    lines.push(
      `| ${row.route}${moved} | ${row.loggedIn ? 'yes' : ''} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${ratio.toFixed(2)} | ${verdict(ratio, WEIGHT_TARGET)} |`,
    )
  }
  return lines.join('\n')
}

const ms = (value: number | null) => (value === null ? 'not seen' : Math.round(value).toString())

export function loadTable(empty: LoadRun[], home: LoadRun[]): string {
  const cards = home.map((run) => run.firstCard)
  const emptyLcp = median(empty.map((r) => r.lcp))
  const homeCard = cards.includes(null) ? NaN : median(cards as number[])
  const rows: [string, number, number, number][] = [
    ['First contentful paint', median(empty.map((r) => r.fcp)), median(home.map((r) => r.fcp)), 0],
    ['Largest contentful paint', emptyLcp, median(home.map((r) => r.lcp)), LOAD_TARGETS.lcp],
    [
      'Total Blocking Time',
      median(empty.map((r) => r.tbt)),
      median(home.map((r) => r.tbt)),
      LOAD_TARGETS.tbt,
    ],
    [
      'Blocking time from navigation start (not a target: start-up included)',
      median(empty.map((r) => r.blocking)),
      median(home.map((r) => r.blocking)),
      0,
    ],
    [
      'First dish card on screen (against the empty LCP)',
      emptyLcp,
      homeCard,
      LOAD_TARGETS.firstCard,
    ],
  ]
  const lines = [
    '| Median of the runs | Empty app ms | Home ms | Ratio | Target |',
    '|---|---:|---:|---:|---|',
  ]
  for (const [name, base, value, target] of rows) {
    // Nothing blocking in either app is a ratio of 1; something against nothing is unbounded.
    const ratio = value === 0 && base === 0 ? 1 : value / base
    const shown = Number.isNaN(ratio) ? '–' : ratio === Infinity ? '∞' : ratio.toFixed(2)
    lines.push(
      `| ${name} | ${ms(base)} | ${Number.isNaN(value) ? 'not seen' : ms(value)} | ${shown} | ${target ? verdict(ratio, target) : ''} |`,
    )
  }
  lines.push('', 'Each run (ms): FCP / LCP / TBT / blocking from start / first card')
  const each = (runs: LoadRun[]) =>
    runs
      .map(
        (r) =>
          `${ms(r.fcp)} / ${ms(r.lcp)} / ${ms(r.tbt)} / ${ms(r.blocking)} / ${ms(r.firstCard)}`,
      )
      .join('; ')
  lines.push(`- empty app: ${each(empty)}`, `- home: ${each(home)}`)
  return lines.join('\n')
}

/** Keeps the run in bench/results/ and inserts it into bench/RESULTS.md under RUNS_MARKER. */
export function keep(started: Date, markdown: string): string {
  const dir = path.join(ROOT, 'bench/results')
  fs.mkdirSync(dir, { recursive: true })
  const stamp = started.toISOString().replace(/[:.]/g, '-')
  const file = path.join(dir, `${stamp}-h5.md`)
  fs.writeFileSync(file, `${markdown}\n`)
  const results = fs.readFileSync(RESULTS, 'utf8')
  const at = results.indexOf(RUNS_MARKER)
  const section = `### ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC run\n\n${markdown}`
  const updated =
    at < 0
      ? `${results.trimEnd()}\n\n${RUNS_MARKER}\n\n${section}\n`
      : `${results.slice(0, at + RUNS_MARKER.length)}\n\n${section}${results.slice(at + RUNS_MARKER.length) || '\n'}`
  fs.writeFileSync(RESULTS, updated)
  return file
}
