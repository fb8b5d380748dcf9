/**
 * The H5 build is stale when dist/h5/index.html is missing or older than anything it is built
 * from. `npm start` and the browser tests build it only then.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
const INPUTS = ['src', 'types', 'config', 'babel.config.js', 'package.json', 'tsconfig.json']
/** Where the H5 build goes: dist/h5, or TARO_OUTPUT_ROOT when set (the server's STATIC_DIR). */
export const H5_DIR = path.resolve(root, process.env.TARO_OUTPUT_ROOT || 'dist/h5')
export const H5_INDEX = path.join(H5_DIR, 'index.html')

function newest(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newest(path.join(target, name))),
    0,
  )
}

export function isH5BuildStale(): boolean {
  if (!existsSync(H5_INDEX)) return true
  const built = statSync(H5_INDEX).mtimeMs
  return INPUTS.some((input) => newest(path.join(root, input)) > built)
}

export function ensureH5Build(): void {
  if (!isH5BuildStale()) return
  console.log('Building the H5 app (dist/h5 is missing or older than its sources)…')
  // Under Jest NODE_ENV is "test", which would send Taro down its development path.
  const env = { ...process.env, NODE_ENV: 'production' }
  const result = spawnSync('npm', ['run', 'build:h5'], { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error('npm run build:h5 failed')
}
