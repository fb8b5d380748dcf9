/**
 * `npx tsx bench/fuzz.ts`: malformed requests to every route of the API (bad JSON, wrong types,
 * huge values, bad escapes, bad numbers, wrong methods, missing or bad credentials), reporting
 * any 5xx, any answer outside the envelope, any hang. Exits 1 when it finds one.
 *
 *   npx tsx bench/fuzz.ts [--rounds 8] [--seed 1] [--concurrency 8]
 *       starts its own server over a fresh data folder and registers a user for its token
 *   npx tsx bench/fuzz.ts --port 3000 [--token <session token>]
 *       against a server already running on this machine
 *   --only <regex>   only the routes whose `METHOD /path` matches (e.g. --only /auth/)
 *
 * With a token it never ends its own session (cases.ts, ENDS_SESSION) and checks at the end that
 * the session still holds: a run whose session ended only reached the 401 path after that.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fuzz } from './fuzz/run'

const ROOT = path.resolve(__dirname, '..')

async function post(port: number, url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await res.json()) as Record<string, unknown>
}

/** Our own server, and a token of a user registered with the code it "mails" to its log. */
async function ownServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sichu-fuzz-'))
  // As `npm run serve` starts it: Node with tsx as a loader (README, "Shutdown").
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, STATIC_DIR: dir, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 1200 && !pattern.test(log); i++) await new Promise((r) => setTimeout(r, 50))
    const match = pattern.exec(log)
    if (!match) throw new Error(`the server never said ${pattern}`)
    return match
  }
  const port = Number((await waitFor(/listening on http:\/\/[^:]+:(\d+)/))[1])
  const email = 'fuzz@example.com'
  await post(port, '/api/auth/send-code', { email, purpose: 'register' })
  const code = (await waitFor(/"subject":"[^"]*?(\d{6})/))[1]
  const password = 'Braised-Pork-42'
  const registered = await post(port, '/api/auth/register', {
    username: 'fuzzer',
    email,
    code,
    password,
  })
  const token = (registered.content as { token?: string } | null)?.token
  if (!token) console.error('could not register the fuzzing user:', JSON.stringify(registered))
  const stop = () => {
    child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return { port, token, stop }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      token: { type: 'string' },
      seed: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '8' },
      concurrency: { type: 'string', default: '8' },
      only: { type: 'string' },
    },
  })
  const server = values.port ? undefined : await ownServer()
  const port = server?.port ?? Number(values.port)
  const token = values.token ?? server?.token
  const started = Date.now()
  try {
    const report = await fuzz({
      port,
      token,
      seed: Number(values.seed),
      rounds: Number(values.rounds),
      concurrency: Number(values.concurrency),
      only: values.only === undefined ? undefined : new RegExp(values.only),
      onProgress: (done, total) => {
        if (done % 500 === 0 || done === total) process.stderr.write(`${done}/${total}\r`)
      },
    })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `${report.sent} requests to ${report.routes} routes in ${seconds} s` +
        `${token ? ' (with a session token)' : ' (no token: login-only routes stop at 401)'}`,
    )
    console.log(JSON.stringify(report.byKind))
    for (const p of report.problems) console.log(`${p.problem}: ${p.request}\n  ${p.detail}`)
    console.log(report.problems.length ? `${report.problems.length} problems` : 'no problems')
    const lostSession = report.sessionKept === false
    if (lostSession) console.log('the session ENDED during the run: later cases only reached 401')
    else if (report.sessionKept) console.log('the session still holds')
    process.exitCode = report.problems.length || lostSession ? 1 : 0
  } finally {
    server?.stop()
  }
}

void main()
