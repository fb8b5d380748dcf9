import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { H5_DIR, SERVER_COMMAND, SERVER_DIR } from '../../../scripts/builds'

const root = path.resolve(__dirname, '../../..')

export interface RunningServer {
  url: string
  dataDir: string
  /** Publishes a release with the real CLI against this server's database. */
  release: (args: string[]) => void
  stop: () => Promise<void>
}

/** The real server on a free port with its own temporary DATA_DIR, serving the built H5 app. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sichu-e2e-'))
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    STATIC_DIR: H5_DIR,
    ...extraEnv,
  }
  const child: ChildProcess = spawn(...SERVER_COMMAND, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  return {
    url,
    dataDir,
    release: (args) => {
      const result = spawnSync(process.execPath, [path.join(SERVER_DIR, 'release.js'), ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      })
      if (result.status !== 0) throw new Error(`release failed: ${result.stderr}${result.stdout}`)
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
