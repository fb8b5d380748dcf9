import type { Platform } from '../../../types/api'
import { uniqueViolation } from '../db/errors'
import type { Db } from '../db/open-database'
import type { AppRelease } from '../db/schema'
import { AppError } from '../lib/app-error'

export interface NewRelease {
  platform: Platform
  version: string
  notes: string
  url: string
  force: boolean
}

export function createReleaseRepository(db: Db) {
  return {
    /** All releases of one platform; semver order is applied in code, SQL cannot compare it. */
    listByPlatform(platform: Platform): Promise<AppRelease[]> {
      return db.selectFrom('app_releases').selectAll().where('platform', '=', platform).execute()
    },

    /** Inserts a release; the same version twice for a platform is a 409. */
    async publish(release: NewRelease): Promise<AppRelease> {
      try {
        return await db
          .insertInto('app_releases')
          .values({
            platform: release.platform,
            version_name: release.version,
            update_content: release.notes,
            download_url: release.url,
            force: release.force ? 1 : 0,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      } catch (error) {
        if (!uniqueViolation(error)) throw error
        throw new AppError(409, 409, 'version.duplicate', {
          platform: release.platform,
          version: release.version,
        })
      }
    },
  }
}

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>
