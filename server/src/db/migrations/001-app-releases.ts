import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

export const appReleases: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await db.schema
      .createTable('app_releases')
      .addColumn('id', d.int, d.autoId)
      .addColumn('platform', 'text', (c) =>
        c.notNull().check(sql`platform in ('H5', 'WEAPP', 'ALIPAY')`),
      )
      .addColumn('version_name', 'text', (c) => c.notNull())
      .addColumn('update_content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('download_url', 'text', (c) => c.notNull())
      .addColumn('force', d.int, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`force in (0, 1)`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(d.nowText))
      // Also the index the version check reads by (platform first).
      .addUniqueConstraint('app_releases_platform_version', ['platform', 'version_name'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('app_releases').execute()
  },
}
