import { isIP } from 'node:net'
import path from 'node:path'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface Config {
  port: number
  host: string
  /** Holds the SQLite file and, later, `uploads/`; created at boot when missing. */
  dataDir: string
  /** The SQLite file; `<dataDir>/sichu.db` unless a caller (a test, the CLI) names another. */
  dbPath: string
  /** DATABASE_URL: PostgreSQL instead of the SQLite file when set (SPEC §7, past one machine). */
  databaseUrl?: string
  /**
   * TRUST_PROXY: the load balancers' addresses or CIDRs. A request from one of them is taken to
   * come from the address its X-Forwarded-For names; unset, the socket's address.
   */
  trustProxy?: string[]
  logLevel: LogLevel
  smtpUrl: string | undefined
  /** The sender of verification mail (MAIL_FROM); derived from SMTP_URL when unset. */
  mailFrom?: string
  /** The H5 build served at `/`. */
  staticDir: string
  /**
   * IMPORT_ALLOW_HOSTS: host names or addresses a recipe import may fetch although they are
   * private or loopback (tests serve their pages on 127.0.0.1); unset, none.
   */
  importAllowHosts?: string[]
}

/** Thrown at boot so the operator sees which variable to fix, not a stack trace from deep inside. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`)
    this.name = 'ConfigError'
  }
}

// The repository root, so `npm start` finds the H5 build wherever it is launched from.
const REPO_ROOT = path.resolve(__dirname, '../..')

/** process.env or a plain object (tests, the release CLI). */
export type Env = Record<string, string | undefined>

function readPort(env: Env): number {
  const raw = env.PORT?.trim()
  if (raw === undefined || raw === '') return 3000
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError('PORT', `"${raw}" is not an integer between 0 and 65535`)
  }
  return port
}

function readHost(env: Env): string {
  const raw = env.HOST
  if (raw === undefined) return '127.0.0.1'
  if (raw.trim() === '' || /\s/.test(raw.trim())) {
    throw new ConfigError('HOST', `"${raw}" is not a host name or address`)
  }
  return raw.trim()
}

function readLogLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase()
  if (raw === undefined || raw === '') return 'info'
  const level = LOG_LEVELS.find((l) => l === raw)
  if (!level) {
    throw new ConfigError('LOG_LEVEL', `"${env.LOG_LEVEL}" is not one of ${LOG_LEVELS.join(', ')}`)
  }
  return level
}

function readSmtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim()
  if (raw === undefined || raw === '') return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError('SMTP_URL', 'is not a URL (expected smtp://user:pass@host:port)')
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', `protocol must be smtp: or smtps:, got ${url.protocol}`)
  }
  return raw
}

function readMailFrom(env: Env): string | undefined {
  const raw = env.MAIL_FROM?.trim()
  if (raw === undefined || raw === '') return undefined
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(raw)) {
    throw new ConfigError('MAIL_FROM', `"${raw}" is not an address (a@b.c or Name <a@b.c>)`)
  }
  return raw
}

function readDatabaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim()
  if (raw === undefined || raw === '') return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      'DATABASE_URL',
      'is not a URL (expected postgres://user:pass@host:5432/db)',
    )
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      'DATABASE_URL',
      `protocol must be postgres: or postgresql:, got ${url.protocol}`,
    )
  }
  return raw
}

/** "10.0.0.5, 10.1.0.0/16, ::1": each an IP address, or one with a prefix length. */
function readTrustProxy(env: Env): string[] | undefined {
  const raw = env.TRUST_PROXY?.trim()
  if (raw === undefined || raw === '') return undefined
  const entries = raw.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = family === 4 ? 32 : 128
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        'TRUST_PROXY',
        `"${entry}" is not an IP address or CIDR (expected e.g. 10.0.0.5, 10.1.0.0/16)`,
      )
    }
  }
  return entries
}

/** "127.0.0.1, recipes.test": lower-cased names, no blanks. */
function readAllowHosts(env: Env): string[] | undefined {
  const raw = env.IMPORT_ALLOW_HOSTS?.trim()
  if (raw === undefined || raw === '') return undefined
  return raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/** Where the data lives: the DATABASE_URL when set, else the SQLite file. */
export function databaseLocation(config: Config): string {
  return config.databaseUrl ?? config.dbPath
}

/** The same, fit for a terminal or a log line: a URL's password is left out. */
export function databaseLabel(config: Config): string {
  if (!config.databaseUrl) return config.dbPath
  const url = new URL(config.databaseUrl)
  if (url.password) url.password = '***'
  return url.toString()
}

function readDir(env: Env, name: string, fallback: string, cwd: string): string {
  const raw = env[name]
  if (raw === undefined) return fallback
  if (raw.trim() === '') throw new ConfigError(name, 'must not be empty')
  return path.resolve(cwd, raw)
}

/** Reads and checks the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = readDir(env, 'DATA_DIR', path.resolve(cwd, 'data'), cwd)
  return {
    port: readPort(env),
    host: readHost(env),
    dataDir,
    dbPath: path.join(dataDir, 'sichu.db'),
    databaseUrl: readDatabaseUrl(env),
    trustProxy: readTrustProxy(env),
    logLevel: readLogLevel(env),
    smtpUrl: readSmtpUrl(env),
    mailFrom: readMailFrom(env),
    staticDir: readDir(env, 'STATIC_DIR', path.join(REPO_ROOT, 'dist/h5'), cwd),
    importAllowHosts: readAllowHosts(env),
  }
}
