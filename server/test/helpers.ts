import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildOptions } from '../src/app'
import type { Config } from '../src/config'
import { databaseFor, dropDatabaseFor, pgRun } from './pg/run'

export function makeTempDir(prefix = 'sichu-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/**
 * A config over a fresh temp folder: its own SQLite file, an empty static dir, no log output.
 * In a PostgreSQL run (`npm run test:pg`) the SQLite file stands for a database of its own,
 * fresh for a fresh folder and shared by configs naming the same file (pg/run.ts).
 */
export function testConfig(dir: string, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    dbPath: path.join(dir, 'sichu.db'),
    logLevel: 'silent',
    smtpUrl: undefined,
    staticDir: path.join(dir, 'static'),
    ...overrides,
  }
  const run = pgRun()
  if (run && !('databaseUrl' in overrides)) config.databaseUrl = databaseFor(run, config.dbPath)
  return config
}

export interface TestApp {
  app: FastifyInstance
  config: Config
  dir: string
  /** Parsed log lines, when built with `captureLogs`. */
  logs: Array<Record<string, unknown>>
  /** The raw log text, for "this secret never appears anywhere" checks. */
  rawLogs: () => string
  close: () => Promise<void>
}

/** Builds the real app over a real, fresh database (SQLite in a temp folder, or PostgreSQL). */
export async function makeApp(
  overrides: Partial<Config> = {},
  {
    captureLogs = false,
    ...build
  }: { captureLogs?: boolean } & Omit<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const dir = makeTempDir()
  const config = testConfig(dir, { logLevel: captureLogs ? 'info' : 'silent', ...overrides })
  const lines: string[] = []
  const logStream = { write: (line: string) => void lines.push(line) }
  const app = await buildApp(config, captureLogs ? { ...build, logStream } : build)
  return {
    app,
    config,
    dir,
    get logs() {
      return lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    },
    rawLogs: () => lines.join(''),
    close: async () => {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
      const run = pgRun()
      if (run) dropDatabaseFor(run, config.dbPath)
    },
  }
}

/** POST JSON through inject, with an optional Accept-Language. */
export function postJson(app: FastifyInstance, url: string, body: unknown, language?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: language ? { 'accept-language': language } : {},
    payload: body as Record<string, unknown>,
  })
}
