/**
 * Sichu past one machine, on this machine: a throwaway PostgreSQL cluster (pg-cluster.ts),
 * several instances of the real server on it (each with its own DATA_DIR, as on separate
 * hosts), and Debian's nginx in front of them, balancing round-robin and passing the client's
 * address (TRUST_PROXY). For the cluster test (`npm run test:cluster`) and by hand:
 *
 *   npx tsx scripts/cluster.ts     → prints the balancer's and each instance's address; Ctrl-C ends it
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ensureServerBuild, SERVER_COMMAND } from './builds'
import { createDatabase, startCluster, stopCluster, type Cluster } from './pg-cluster'

const ROOT = path.resolve(__dirname, '..')

export interface Instance {
  name: string
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  /** Everything the instance wrote so far. */
  output: () => string
  /** Resolves when the process has ended (exit code, or null when killed by a signal). */
  exited: Promise<number | null>
}

export interface SichuCluster {
  pg: Cluster
  databaseUrl: string
  /** The balancer: what clients use. */
  url: string
  instances: Instance[]
  /** Starts one more instance (or the same one again, after a kill) on the same database. */
  startInstance: (name: string, dataDir?: string) => Promise<Instance>
  stop: () => Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error('nginx not found: apt-get install -y nginx')
}

/** The balancer's configuration: round-robin over the instances, in its own folder. */
function nginxConfig(dir: string, listen: number, ports: number[]): string {
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 8m;
  upstream sichu {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://sichu;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request an instance never answered goes to the next one; a request it may have
      # started to carry out is not sent twice (non-idempotent ones are not retried).
      proxy_next_upstream error timeout;
    }
  }
}
`
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > until) throw new Error(`nothing listens on ${port} after ${ms} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

function startServer(
  name: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<Instance> {
  fs.mkdirSync(path.join(dataDir, 'h5'), { recursive: true })
  const child = spawn(...SERVER_COMMAND, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'h5'),
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
  const instance: Instance = {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output: () => output,
    exited,
  }
  return new Promise((resolve, reject) => {
    const until = Date.now() + 120_000
    const check = () => {
      if (/listening on http/.test(output)) return resolve(instance)
      if (child.exitCode !== null || Date.now() > until) {
        // Ended, or hanging: either way not left running behind the caller.
        child.kill('SIGKILL')
        return reject(new Error(`instance ${name} did not start:\n${output}`))
      }
      setTimeout(check, 50)
    }
    check()
  })
}

/**
 * A PostgreSQL cluster with an empty database, `count` instances booting on it at the same time
 * (so their first boot migrates and imports the catalogue together), and nginx before them.
 */
export async function startSichuCluster(count = 2): Promise<SichuCluster> {
  // The instances run the compiled server, as production does.
  ensureServerBuild()
  const pg = await startCluster()
  const databaseUrl = createDatabase(pg, 'sichu')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sichu-cluster-'))
  const env = { DATABASE_URL: databaseUrl }
  const ports: number[] = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  const instances: Instance[] = []
  const stopAll = async () => {
    for (const instance of instances) instance.process.kill('SIGKILL')
    await Promise.all(instances.map((i) => i.exited))
  }
  // Settled, not Promise.all: when one fails to start, the others that did are stopped too.
  const started = await Promise.allSettled(
    ports.map((port, i) => startServer(`i${i + 1}`, port, path.join(root, `i${i + 1}`), env)),
  )
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value)
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll()
    stopCluster(pg.dir)
    fs.rmSync(root, { recursive: true, force: true })
    throw failed.reason
  }
  const listen = await freePort()
  const nginxDir = path.join(root, 'nginx')
  fs.mkdirSync(nginxDir, { recursive: true })
  fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, listen, ports))
  const nginx = spawn(nginxBinary(), ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], {
    stdio: 'ignore',
  })
  const nginxExited = new Promise((resolve) => nginx.on('close', resolve))
  await waitForPort(listen, 10_000)

  const cluster: SichuCluster = {
    pg,
    databaseUrl,
    url: `http://127.0.0.1:${listen}`,
    instances,
    async startInstance(name, dataDir) {
      const known = instances.find((i) => i.name === name)
      const port = known?.port ?? (await freePort())
      const instance = await startServer(
        name,
        port,
        dataDir ?? known?.dataDir ?? path.join(root, name),
        env,
      )
      if (known) instances[instances.indexOf(known)] = instance
      else instances.push(instance)
      return instance
    },
    async stop() {
      nginx.kill('SIGQUIT')
      await nginxExited
      await stopAll()
      stopCluster(pg.dir)
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
  return cluster
}

async function cli(): Promise<void> {
  const check = spawnSync(nginxBinary(), ['-v'])
  if (check.status !== 0) throw new Error('nginx does not run')
  const cluster = await startSichuCluster(Number(process.argv[2] ?? 2))
  console.log(`balancer: ${cluster.url}`)
  for (const i of cluster.instances) console.log(`instance ${i.name}: ${i.url}`)
  console.log(`DATABASE_URL=${cluster.databaseUrl}`)
  const end = () => void cluster.stop().then(() => process.exit(0))
  process.once('SIGINT', end)
  process.once('SIGTERM', end)
}

if (require.main === module) {
  cli().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
