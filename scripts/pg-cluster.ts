/**
 * A throwaway PostgreSQL cluster from Debian's `postgresql` binaries, for the tests and the
 * bench: `initdb` in a temporary folder, `pg_ctl start` on a free port with its socket in that
 * folder, no system service. PostgreSQL refuses to run as root, so as root both run as the
 * `postgres` user (runuser). Durability is off (`fsync=off`): the data dies with the folder.
 *
 *   npx tsx scripts/pg-cluster.ts start   → prints DATABASE_URL=… and PGDATA=… (keeps running)
 *   npx tsx scripts/pg-cluster.ts stop DIR
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface Cluster {
  dir: string
  port: number
  /** The binaries' folder (initdb, pg_ctl, createdb, psql…). */
  bin: string
  /** A URL for one database of the cluster (superuser `postgres`, no password). */
  url: (database: string) => string
}

/** PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL binaries not found under /usr/lib/postgresql: apt-get install -y postgresql ' +
        '(or set PG_BIN to the folder holding initdb and pg_ctl)',
    )
  }
  return path.join(root, versions[0] as string, 'bin')
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function run(bin: string, program: string, args: string[]): void {
  const file = path.join(bin, program)
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args]
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function clusterOf(dir: string, port: number, bin: string): Cluster {
  return { dir, port, bin, url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}` }
}

/** Initialises and starts a cluster in a new temporary folder; about 1.5 s. */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sichu-pg-'))
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  run(
    bin,
    'initdb',
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'].concat([
      '--locale=C.UTF-8',
      '--no-sync',
    ]),
  )
  // A port can be taken between the probe and the start; try a few.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort()
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ')
    try {
      run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
      return clusterOf(dir, port, bin)
    } catch (error) {
      if (attempt >= 3) {
        const log = fs.existsSync(path.join(dir, 'log'))
          ? fs.readFileSync(path.join(dir, 'log'), 'utf8')
          : ''
        throw new Error(`pg_ctl start failed: ${(error as Error).message}\n${log}`)
      }
    }
  }
}

/** Stops the cluster at once (open connections are cut) and deletes its folder. */
export function stopCluster(dir: string): void {
  const data = path.join(dir, 'data')
  if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
    run(postgresBin(), 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  }
  fs.rmSync(dir, { recursive: true, force: true })
}

/** Creates a database (optionally a copy of a template) and returns its URL; synchronous. */
export function createDatabase(cluster: Cluster, name: string, template?: string): string {
  const args = ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres']
  run(cluster.bin, 'createdb', template ? [...args, '-T', template, name] : [...args, name])
  return cluster.url(name)
}

async function cli(argv: string[]): Promise<void> {
  const [command, dir] = argv
  if (command === 'start') {
    const cluster = await startCluster()
    createDatabase(cluster, 'sichu')
    console.log(`DATABASE_URL=${cluster.url('sichu')}`)
    console.log(`PGDATA=${cluster.dir}`)
    console.log(`stop with: npx tsx scripts/pg-cluster.ts stop ${cluster.dir}`)
  } else if (command === 'stop' && dir) {
    stopCluster(dir)
  } else {
    console.error('usage: pg-cluster.ts start | stop DIR')
    process.exitCode = 1
  }
}

if (require.main === module) {
  cli(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message)
    process.exit(1)
  })
}
