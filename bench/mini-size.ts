/**
 * The mini-program packages on disk: the main package and each sub-package of the WeChat and
 * Alipay builds (bytes of every file, as the developer tools count a package before upload).
 * Builds into dist/<target>-bench unless `reuse` finds one there. Run alone with
 * `npx tsx bench/mini-size.ts [--reuse]`; `npm run bench:h5` runs it too.
 */
import fs from 'node:fs'
import path from 'node:path'
import { run } from './h5/build'

const ROOT = path.resolve(__dirname, '..')
const TARO = path.join(ROOT, 'node_modules/.bin/taro')
/** WeChat's main package: 2 MB is the platform's limit, issue [6] asks for half. */
export const WEAPP_MAIN_TARGET = 1024 * 1024

export interface PackageSize {
  target: 'weapp' | 'alipay'
  /** '' for the main package, else the sub-package's root. */
  root: string
  files: number
  bytes: number
}

interface AppJson {
  subPackages?: { root: string }[]
  subpackages?: { root: string }[]
}

function* files(dir: string): Generator<string> {
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name)
    if (fs.statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

export function measurePackages(target: 'weapp' | 'alipay', dir: string): PackageSize[] {
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as AppJson
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const sizes = new Map<string, PackageSize>(
    ['', ...roots].map((root) => [root, { target, root, files: 0, bytes: 0 }]),
  )
  for (const file of files(dir)) {
    const relative = path.relative(dir, file).split(path.sep).join('/')
    const root = roots.find((r) => relative.startsWith(`${r}/`)) ?? ''
    const size = sizes.get(root) as PackageSize
    size.files += 1
    size.bytes += fs.statSync(file).size
  }
  return [...sizes.values()]
}

export function buildAndMeasure(reuse: boolean): PackageSize[] {
  const sizes: PackageSize[] = []
  for (const target of ['weapp', 'alipay'] as const) {
    const dir = path.join(ROOT, `dist/${target}-bench`)
    if (!reuse || !fs.existsSync(path.join(dir, 'app.json'))) {
      fs.rmSync(dir, { recursive: true, force: true })
      run(TARO, ['build', '--type', target], ROOT, { TARO_OUTPUT_ROOT: dir })
    }
    sizes.push(...measurePackages(target, dir))
  }
  return sizes
}

export function packageTable(sizes: PackageSize[]): string {
  const lines = ['| Build | Package | Files | Bytes on disk | Target |', '|---|---|---:|---:|---|']
  for (const size of sizes) {
    const main = size.root === ''
    const target =
      main && size.target === 'weapp'
        ? `≤ 1 MB ${size.bytes <= WEAPP_MAIN_TARGET ? 'HELD' : 'MISSED'}`
        : ''
    const name = main ? 'main' : size.root
    lines.push(
      `| ${size.target} | ${name} | ${size.files} | ${size.bytes.toLocaleString('en')} | ${target} |`,
    )
  }
  return lines.join('\n')
}

if (require.main === module) {
  console.log(packageTable(buildAndMeasure(process.argv.includes('--reuse'))))
}
