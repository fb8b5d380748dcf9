import { parseArgs } from 'node:util'
import { PLATFORMS, SEMVER_PATTERN } from '../version/schemas'
import type { Platform } from '../../../types/api'
import { databaseLabel, databaseLocation, loadConfig, type Env } from '../config'
import { migrateToLatest, openDatabase } from '../db/open-database'
import { t } from '../i18n'
import { AppError } from '../lib/app-error'
import { createReleaseRepository, type NewRelease } from '../version/repository'

const USAGE = `Usage: npm run release -- --platform H5|WEAPP|ALIPAY --version 1.3.0 --notes "What changed" --url https://example.com/download [--force]

Publishes a release that clients on an older version are offered at launch. Uses the same
database as the server (DATA_DIR, default ./data).`

export interface Io {
  out: (line: string) => void
  err: (line: string) => void
}

class UsageError extends Error {}

function parse(argv: string[]): NewRelease {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      platform: { type: 'string' },
      version: { type: 'string' },
      notes: { type: 'string' },
      url: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  })
  const platform = values.platform?.toUpperCase()
  if (!PLATFORMS.some((p) => p === platform)) {
    throw new UsageError(`--platform must be one of ${PLATFORMS.join(', ')}`)
  }
  const version = values.version?.trim() ?? ''
  if (!new RegExp(SEMVER_PATTERN).test(version)) {
    throw new UsageError(`--version must be a semantic version such as 1.3.0, got "${version}"`)
  }
  const notes = values.notes?.trim() ?? ''
  if (notes === '' || notes.length > 2000) {
    throw new UsageError('--notes must say what changed (1 to 2000 characters)')
  }
  const url = values.url?.trim() ?? ''
  if (!/^https?:$/.test(URL.parse(url)?.protocol ?? '')) {
    throw new UsageError(`--url must be an http:// or https:// address, got "${url}"`)
  }
  return { platform: platform as Platform, version, notes, url, force: values.force }
}

/** The command without the process around it, so tests can run it; resolves to the exit code. */
export async function runRelease(argv: string[], env: Env, io: Io): Promise<number> {
  let release: NewRelease
  try {
    release = parse(argv)
  } catch (error) {
    io.err(`release: ${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  const config = loadConfig(env)
  const db = openDatabase(databaseLocation(config))
  try {
    await migrateToLatest(db)
    const row = await createReleaseRepository(db).publish(release)
    const kind = row.force ? 'forced update' : 'optional update'
    io.out(`Published ${row.platform} ${row.version_name} (${kind}) at ${row.created_at}`)
    io.out(`  download: ${row.download_url}`)
    io.out(`  notes: ${row.update_content}`)
    io.out(`  database: ${databaseLabel(config)}`)
    return 0
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    io.err(`release: ${t('en', error.key, error.params)}`)
    return 1
  } finally {
    await db.destroy()
  }
}

if (require.main === module) {
  const io: Io = { out: (l) => console.log(l), err: (l) => console.error(l) }
  runRelease(process.argv.slice(2), process.env, io).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('release failed:', error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
