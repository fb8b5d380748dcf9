import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { SERVER_COMMAND } from '../../scripts/builds'

const ROOT = path.resolve(__dirname, '../..')

/** Servers started here, so that a failed test does not leave one running. */
const started = new Set<ChildProcess>()

export interface StartOptions {
  /** `npm`: through `npm run serve`, in a process group of its own (`signalGroup`). */
  via?: 'node' | 'npm'
  env?: Record<string, string>
}

/**
 * The compiled server (built by the run's global set-up) in a child process, over its own data
 * folder, started as `npm run serve` starts it (`node --enable-source-maps dist/server/main.js`),
 * or through npm itself, to be signalled as a whole process group, as systemd does.
 */
export function startServer(dir: string, { via = 'node', env = {} }: StartOptions = {}) {
  const [command, args] = via === 'npm' ? ['npm', ['run', '--silent', 'serve']] : SERVER_COMMAND
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: via === 'npm',
    env: {
      ...process.env,
      DATA_DIR: dir,
      STATIC_DIR: path.join(dir, 'h5'),
      PORT: '0',
      LOG_LEVEL: 'info',
      npm_config_update_notifier: 'false',
      ...env,
    },
  })
  started.add(child)
  child.on('close', () => started.delete(child))
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // 'close', not 'exit': the output is all read by then (under npm the server writes straight
  // to the pipe, and npm may end before the last lines are read).
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  /** Resolves once the output says so; fails after `ms` or when the process is gone. */
  const waitFor = async (pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> => {
    const until = Date.now() + ms
    for (;;) {
      const match = stdout.match(pattern)
      if (match) return match
      if (Date.now() > until || child.exitCode !== null) {
        throw new Error(`no ${pattern} in output:\n${stdout}\n${stderr}`)
      }
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const signalGroup = (signal: NodeJS.Signals) => process.kill(-(child.pid as number), signal)
  return { child, exited, waitFor, signalGroup, output: () => ({ stdout, stderr }) }
}

/** For afterEach: ends any server a failed test left running (its group too, under npm). */
export function stopLeftovers(): void {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      if (child.spawnargs[0] === 'npm') process.kill(-(child.pid as number), 'SIGKILL')
      else child.kill('SIGKILL')
    } catch {
      // Gone in the meantime.
    }
  }
}

/** One HTTP/1.1 answer read off a raw socket. */
export interface RawAnswer {
  status: number
  head: string
  body: unknown
}

export function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n')
  const head = split < 0 ? text : text.slice(0, split)
  const rest = split < 0 ? '' : text.slice(split + 4)
  let body: unknown = rest
  try {
    body = JSON.parse(rest)
  } catch {
    // Not JSON: kept as text, so the test shows what came instead.
  }
  return { status: Number(head.split(' ')[1]), head, body }
}

/**
 * A raw client socket: connects, sends what it is told when it is told, and resolves `answer`
 * with everything the server wrote before the connection ended (or how it ended badly).
 */
export async function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  const chunks: Buffer[] = []
  socket.on('data', (chunk) => chunks.push(chunk))
  const answer = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  /** Everything received so far (for a keep-alive exchange that has not closed). */
  const received = () => Buffer.concat(chunks).toString('utf8')
  return { socket, answer, received }
}

export function request(method: string, url: string, body?: string, extra = ''): string {
  const framing = body === undefined ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`
  const type = body === undefined ? '' : 'Content-Type: application/json\r\n'
  return `${method} ${url} HTTP/1.1\r\nHost: sichu\r\n${type}${framing}${extra}\r\n${body ?? ''}`
}
