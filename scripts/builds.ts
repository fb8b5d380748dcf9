/**
 * What `npm start` and the browser tests need built, and when a build is stale: its output is
 * missing or older than anything it is built from. Each is built only then.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')

/** Where the H5 build goes: dist/h5, or TARO_OUTPUT_ROOT when set (the server's STATIC_DIR). */
export const H5_DIR = path.resolve(root, process.env.TARO_OUTPUT_ROOT || 'dist/h5')
export const H5_INDEX = path.join(H5_DIR, 'index.html')
/** The compiled server production runs (`npm run build:server`, scripts/build-server.ts). */
export const SERVER_DIR = path.join(root, 'dist/server')
export const SERVER_MAIN = path.join(SERVER_DIR, 'main.js')

/** esbuild's options for the compiled server, shared by the build and its dependency test. */
export const SERVER_BUILD = {
  // The server, and the release command an operator runs beside it (`node dist/server/release.js`).
  entryPoints: {
    main: path.join(root, 'server/src/main.ts'),
    release: path.join(root, 'server/src/cli/release.ts'),
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  outdir: SERVER_DIR,
} as const

const H5_INPUTS = ['src', 'types', 'config', 'babel.config.js', 'package.json', 'tsconfig.json']
// The lock file too: the catalogue's JSON is extracted from an installed package.
const SERVER_INPUTS = ['server/src', 'types', 'package.json', 'package-lock.json']

function newest(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newest(path.join(target, name))),
    0,
  )
}

function isStale(output: string, inputs: string[]): boolean {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return inputs.some((input) => newest(path.join(root, input)) > built)
}

export const isH5BuildStale = () => isStale(H5_INDEX, H5_INPUTS)
export const isServerBuildStale = () => isStale(SERVER_MAIN, SERVER_INPUTS)

function build(script: string, what: string): void {
  console.log(`Building ${what} (missing or older than its sources)…`)
  // Under Jest NODE_ENV is "test", which would send Taro down its development path.
  const env = { ...process.env, NODE_ENV: 'production' }
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`npm run ${script} failed`)
}

export function ensureH5Build(): void {
  if (isH5BuildStale()) build('build:h5', 'the H5 app')
}

export function ensureServerBuild(): void {
  if (isServerBuildStale()) build('build:server', 'the server')
}

/** How production starts the server (`npm run serve`): plain Node on the compiled file. */
export const SERVER_COMMAND: [string, string[]] = [
  process.execPath,
  ['--enable-source-maps', SERVER_MAIN],
]
