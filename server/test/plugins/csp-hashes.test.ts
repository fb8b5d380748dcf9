import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { hashesOfInlineScripts } from '../../src/plugins/inline-scripts'
import { makeApp, makeTempDir, type TestApp } from '../helpers'

const FONT = "document.documentElement.style.fontSize='16px'"
const BOOT = '\n  !function () { var boot = document.getElementById("x") }()\n'
const page = (scripts: string[]) =>
  '<!doctype html><html><head>' +
  scripts.map((text) => `<script>${text}</script>`).join('') +
  '<script defer="defer" src="/js/app.1a2b3c4d.js"></script></head>' +
  '<body><div id="app"></div></body></html>'

const source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let staticDir: string
let t: TestApp

beforeAll(async () => {
  staticDir = makeTempDir('sichu-csp-')
  fs.writeFileSync(path.join(staticDir, 'index.html'), page([FONT, BOOT]))
  t = await makeApp({ staticDir })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(staticDir, { recursive: true, force: true })
})

function scriptSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .find((part) => part.startsWith('script-src'))
  return directive?.split(' ').slice(1) ?? []
}

test.each(['/', '/index.html'])(
  '%s allows its own inline scripts by hash, nothing inline else',
  async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual([
      "'self'",
      source(FONT),
      source(BOOT),
    ])
  },
)

test('a rebuild is served with the new hashes, without a restart', async () => {
  const next = "document.title='v2'"
  const file = path.join(staticDir, 'index.html')
  fs.writeFileSync(file, page([next]))
  // A different mtime even on a coarse clock.
  const later = new Date(Date.now() + 5000)
  fs.utimesSync(file, later, later)
  const res = await t.app.inject({ method: 'GET', url: '/' })
  expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", source(next)])
})

test('hashes are taken over each inline script’s exact text, once each; src scripts are not', () => {
  const html = `<script>a()</script><script type="text/javascript">b()</script><script>a()</script>
    <script src="/x.js"></script><SCRIPT>c()</SCRIPT>`
  expect(hashesOfInlineScripts(html)).toEqual([source('a()'), source('b()'), source('c()')])
})
