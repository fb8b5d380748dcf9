import semver from 'semver'
import type { VersionInfo } from '../../../types/api'
import type { AppRelease } from '../db/schema'

/**
 * The update to offer a caller on `current`: the newest release above it by semver precedence
 * (so 1.10.0 > 1.9.0, and 1.3.0-beta.1 sits between 1.2.0 and 1.3.0). It is forced when any
 * release the caller would jump over is forced: skipping a forced release must not be possible
 * just because a newer optional one exists.
 */
export function pickUpdate(releases: AppRelease[], current: string): VersionInfo | null {
  const newer = releases
    .filter((r) => semver.gt(r.version_name, current))
    .sort((a, b) => semver.rcompare(a.version_name, b.version_name))
  const newest = newer[0]
  if (!newest) return null
  return {
    versionName: newest.version_name,
    versionCode: newest.version_name,
    updateContent: newest.update_content,
    downloadUrl: newest.download_url,
    force: newer.some((r) => r.force === 1),
  }
}
