/**
 * The two builds side by side: the empty app from the kit in bench/h5/empty-app and the project,
 * both `taro build --type h5` in production mode from the project's node_modules, both
 * precompressed by scripts/precompress.ts. `reuse` keeps a build that is already there.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const KIT = path.join(__dirname, 'empty-app')
const TARO = path.join(ROOT, 'node_modules/.bin/taro')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')

export const EMPTY_DIR = path.join(ROOT, 'dist/h5-empty')
/** The project's build for the bench; never dist/h5, which npm start and the tests serve. */
export const APP_DIR = path.resolve(ROOT, process.env.BENCH_H5_DIR || 'dist/h5-bench')

/** Runs a build step; its output (webpack's progress bar) is shown only when it fails. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): void {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-20_000)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`)
  }
}

function build(label: string, cwd: string, outDir: string, reuse: boolean): string {
  if (reuse && fs.existsSync(path.join(outDir, 'index.html'))) return `${label}: reused ${outDir}`
  const started = performance.now()
  fs.rmSync(outDir, { recursive: true, force: true })
  run(TARO, ['build', '--type', 'h5'], cwd, { TARO_OUTPUT_ROOT: outDir })
  run(TSX, [path.join(ROOT, 'scripts/precompress.ts'), outDir], ROOT, {})
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  return `${label}: built into ${outDir} in ${seconds} s`
}

export function buildBoth(reuse: boolean): string[] {
  return [
    build('empty Taro app (bench/h5/empty-app)', KIT, EMPTY_DIR, reuse),
    build('the project', ROOT, APP_DIR, reuse),
  ]
}
