/**
 * The two origins the bench compares: the real server (its own DATA_DIR in the temp folder,
 * seeded with the catalogue at boot as `npm start` does, a free port, verification mail caught
 * in process) serving the project's build, and bench/h5/empty-server.ts serving the empty app.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureServerBuild, SERVER_COMMAND, SERVER_MAIN } from '../../scripts/builds'
import { startMailCatcher, type MailCatcher } from './e2e-support'

const ROOT = path.resolve(__dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')

export interface Origin {
  url: string
  stop: () => Promise<void>
}

export interface AppOrigin extends Origin {
  mail: MailCatcher
}

/** The compiled server runs as in production; the bench's own servers through tsx. */
function command(entry: string): [string, string[]] {
  if (entry !== SERVER_MAIN) return [TSX, [entry]]
  ensureServerBuild()
  return SERVER_COMMAND
}

function startChild(entry: string, env: Record<string, string>): Promise<Origin> {
  const child: ChildProcess = spawn(...command(entry), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    // Seeding the catalogue at first boot takes a while on a busy machine.
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 180_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ url: match[1], stop })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)))
  })
}

export async function startAppServer(staticDir: string): Promise<AppOrigin> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sichu-bench-h5-'))
  const mail = await startMailCatcher()
  const origin = await startChild(SERVER_MAIN, {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
  })
  return {
    url: origin.url,
    mail,
    stop: async () => {
      await origin.stop()
      await mail.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function startEmptyServer(staticDir: string): Promise<Origin> {
  return startChild('bench/h5/empty-server.ts', { STATIC_DIR: staticDir })
}
