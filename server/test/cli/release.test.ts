import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { runRelease } from '../../src/cli/release'
import { makeApp, makeTempDir, postJson, testConfig } from '../helpers'

const ROOT = path.resolve(__dirname, '../../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
let dir: string

beforeEach(() => {
  dir = makeTempDir()
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

async function release(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runRelease(
    argv,
    // testConfig: in a PostgreSQL run, the database that stands for this folder's file.
    { DATA_DIR: dir, DATABASE_URL: testConfig(dir).databaseUrl },
    {
      out: (l) => void out.push(l),
      err: (l) => void err.push(l),
    },
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const H5_1_3 = [
  '--platform',
  'H5',
  '--version',
  '1.3.0',
  '--notes',
  '更快的搜索',
  '--url',
  'https://sichu.example/app',
]

test('publishes a release the server then offers', async () => {
  const done = await release(...H5_1_3, '--force')
  expect(done).toMatchObject({ code: 0, err: '' })
  expect(done.out).toContain('Published H5 1.3.0 (forced update)')

  const t = await makeApp({ dataDir: dir, dbPath: path.join(dir, 'sichu.db') })
  try {
    const res = await postJson(t.app, '/api/v1/app/version/check', {
      platform: 'H5',
      versionCode: '1.2.0',
    })
    expect(res.json().content).toEqual({
      versionName: '1.3.0',
      versionCode: '1.3.0',
      updateContent: '更快的搜索',
      downloadUrl: 'https://sichu.example/app',
      force: true,
    })
  } finally {
    await t.close()
  }
})

test('refuses the same version twice for a platform, but not for another platform', async () => {
  expect((await release(...H5_1_3)).code).toBe(0)
  const again = await release(...H5_1_3)
  expect(again.code).toBe(1)
  expect(again.err).toContain('Version 1.3.0 of H5 is already published')
  const weapp = await release(
    '--platform',
    'weapp',
    '--version',
    '1.3.0',
    '--notes',
    'n',
    '--url',
    'http://x.example',
  )
  expect(weapp.code).toBe(0)
  expect(weapp.out).toContain('Published WEAPP 1.3.0 (optional update)')
})

test.each([
  [
    ['--version', '1.3.0', '--notes', 'n', '--url', 'https://x.example'],
    '--platform must be one of H5, WEAPP, ALIPAY',
  ],
  [
    ['--platform', 'IOS', '--version', '1.3.0', '--notes', 'n', '--url', 'https://x.example'],
    '--platform',
  ],
  [
    ['--platform', 'H5', '--version', '1.3', '--notes', 'n', '--url', 'https://x.example'],
    '--version must be a semantic version',
  ],
  [
    ['--platform', 'H5', '--version', 'v1.3.0', '--notes', 'n', '--url', 'https://x.example'],
    '--version',
  ],
  [
    ['--platform', 'H5', '--version', '1.3.0', '--url', 'https://x.example'],
    '--notes must say what changed',
  ],
  [
    ['--platform', 'H5', '--version', '1.3.0', '--notes', 'n', '--url', 'ftp://x.example'],
    '--url must be an http:// or https://',
  ],
  [['--platform', 'H5', '--version', '1.3.0', '--notes', 'n', '--url', 'not a url'], '--url'],
  [[...H5_1_3, '--bogus'], "Unknown option '--bogus'"],
])('bad arguments %j exit 1 with a clear message and the usage', async (argv, text) => {
  const result = await release(...argv)
  expect(result.code).toBe(1)
  expect(result.err).toContain(text)
  expect(result.err).toContain('Usage: npm run release')
  expect(fs.existsSync(path.join(dir, 'sichu.db'))).toBe(false)
})

test('runs as a command through tsx, as `npm run release` does', async () => {
  const { stdout } = await promisify(execFile)(TSX, ['server/src/cli/release.ts', ...H5_1_3], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir },
  })
  expect(stdout).toContain('Published H5 1.3.0')
  const failed = await promisify(execFile)(TSX, ['server/src/cli/release.ts', ...H5_1_3], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir },
  }).catch((error: { code: number; stderr: string }) => error)
  expect(failed).toMatchObject({ code: 1 })
  expect((failed as { stderr: string }).stderr).toContain('already published')
}, 30_000)
