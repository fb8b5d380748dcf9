import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { dialectOf, type Dialect } from '../db/dialect'
import type { FileRepository } from './repository'

/** A file to send: its size, and its bytes or a stream of them. */
export interface StoredFile {
  size: number
  body: Buffer | Readable
}

/**
 * Where uploads, catalogue pictures and their thumbnails live (SPEC §7): on one machine, files
 * under DATA_DIR; on PostgreSQL, rows every instance reads (an avatar uploaded through one
 * instance is served by the next). Keys are path-like names the server makes ("uploads/<hex>.png",
 * "covers/360/<key>.webp"), never text from a request.
 */
export interface FileStore {
  /** Writes the bytes whole under `key` (a reader never sees half a file), replacing any. */
  write(key: string, bytes: Buffer): Promise<void>
  /** The file to send, or undefined. */
  open(key: string): Promise<StoredFile | undefined>
  /** The bytes, or undefined. */
  read(key: string): Promise<Buffer | undefined>
  size(key: string): Promise<number | undefined>
  /** Removes the file; answers the bytes freed (0 when it was not there). */
  remove(key: string): Promise<number>
  /** The keys under a folder-like prefix ("uploads/") written before `before` (ms). */
  keysBefore(prefix: string, before: number): Promise<string[]>
}

const KEY = /^[a-z]+(?:\/[0-9A-Za-z_-]+(?:\.[a-z0-9]+)?)+$/

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a file key: ${key}`)
  return key
}

function diskStore(dataDir: string, now: () => number): FileStore {
  const fileOf = (key: string) => path.join(dataDir, ...checked(key).split('/'))
  async function statOf(file: string) {
    try {
      const stat = await fs.promises.stat(file)
      return stat.isFile() ? stat : undefined
    } catch {
      return undefined
    }
  }
  return {
    async write(key, bytes) {
      const file = fileOf(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`
      await fs.promises.writeFile(temporary, bytes)
      // Written "now" by the app's clock, as rows are: the sweep ages both alike.
      const at = new Date(now())
      await fs.promises.utimes(temporary, at, at)
      await fs.promises.rename(temporary, file)
    },
    async open(key) {
      // Opened before it is measured: a sweep that removes it meanwhile cannot break the answer.
      let handle: fs.promises.FileHandle
      try {
        handle = await fs.promises.open(fileOf(key))
      } catch {
        return undefined
      }
      const stat = await handle.stat()
      if (!stat.isFile()) {
        await handle.close()
        return undefined
      }
      return { size: stat.size, body: handle.createReadStream() }
    },
    async read(key) {
      try {
        return await fs.promises.readFile(fileOf(key))
      } catch {
        return undefined
      }
    },
    async size(key) {
      return (await statOf(fileOf(key)))?.size
    },
    async remove(key) {
      const file = fileOf(key)
      try {
        const { size } = await fs.promises.stat(file)
        await fs.promises.unlink(file)
        return size
      } catch (error) {
        // Already gone (swept by another process, or never written): nothing freed.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
        throw error
      }
    },
    async keysBefore(prefix, before) {
      const dir = fileOf(prefix.replace(/\/$/, '/x')).slice(0, -2)
      let entries: fs.Dirent[]
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true })
      } catch {
        return []
      }
      const keys: string[] = []
      for (const entry of entries) {
        const key = `${prefix}${entry.name}`
        if (!entry.isFile() || !KEY.test(key)) continue
        const stat = await statOf(path.join(dir, entry.name))
        if (stat && stat.mtimeMs < before) keys.push(key)
      }
      return keys
    },
  }
}

function databaseStore(rows: FileRepository, now: () => number): FileStore {
  return {
    write: (key, bytes) => rows.write(checked(key), bytes, now()),
    async open(key) {
      const bytes = await rows.read(checked(key))
      return bytes ? { size: bytes.length, body: bytes } : undefined
    },
    read: (key) => rows.read(checked(key)),
    size: (key) => rows.size(checked(key)),
    remove: (key) => rows.remove(checked(key)),
    keysBefore: (prefix, before) => rows.keysBefore(prefix, before),
  }
}

/** The store for this database: rows on PostgreSQL, files under `dataDir` on SQLite. */
export function createFileStore(
  dialect: Dialect,
  dataDir: string,
  rows: FileRepository,
  now: () => number,
): FileStore {
  return dialect === 'postgres' ? databaseStore(rows, now) : diskStore(dataDir, now)
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore
  }
}

/** Decorates the app with the store of its database (after its repositories). */
export function setupFiles(app: FastifyInstance): void {
  const dialect = dialectOf(app.db)
  app.decorate(
    'files',
    createFileStore(dialect, app.config.dataDir, app.repos.files, () => app.clock.now()),
  )
}
