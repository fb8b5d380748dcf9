import type { FastifyInstance } from 'fastify'
import type { FileStore } from '../files/store'
import type { UploadRepository } from './repository'
import { UPLOAD_NAME, UPLOADS, uploadKey } from './storage'

/** How long an upload may wait for a profile to use it before the sweep deletes it. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000
const EVERY_MS = 60 * 60 * 1000

/**
 * Deletes uploads nothing refers to once they are 24 h old: rows no profile's avatar names (and
 * their files), and files in the store that no row describes (a write whose row was refused or
 * lost). Answers how many files and bytes it freed.
 */
export async function sweepOrphans(uploads: UploadRepository, store: FileStore, now: number) {
  const before = now - ORPHAN_AFTER_MS
  let files = 0
  let bytes = 0
  for (const orphan of await uploads.orphansBefore(before)) {
    const freed = await store.remove(uploadKey(orphan.name))
    await uploads.forget(orphan.name)
    if (freed > 0) files += 1
    bytes += freed
  }
  for (const key of await store.keysBefore(UPLOADS, before)) {
    const name = key.slice(UPLOADS.length)
    if (!UPLOAD_NAME.test(name) || (await uploads.isRecorded(name))) continue
    const freed = await store.remove(key)
    if (freed > 0) files += 1
    bytes += freed
  }
  return { files, bytes }
}

/** At start and every hour while the app runs; a timer that never keeps the process alive. */
export function scheduleSweep(app: FastifyInstance): void {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = sweepOrphans(app.repos.uploads, app.files, app.clock.now()).then(
      (freed) => app.log.info({ freed }, `upload sweep freed ${freed.bytes} bytes`),
      (error: unknown) => app.log.error({ err: error }, 'upload sweep failed'),
    )
  }
  // Not awaited: the server need not wait for the sweep to start answering.
  app.addHook('onReady', async () => run())
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    // The database closes after this hook: let a sweep under way finish with it.
    await running
  })
}
