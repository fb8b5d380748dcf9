import type { Generated, Insertable, Selectable } from 'kysely'
import type { AccountTables } from './schema-accounts'
import type { CatalogueTables } from './schema-catalogue'
import type { CoverTables } from './schema-covers'
import type { KitchenTables } from './schema-kitchen'
import type { RecordTables } from './schema-records'

/** The tables as Kysely sees them; one interface per table, named after it. */
export interface Database
  extends AccountTables, KitchenTables, RecordTables, CoverTables, CatalogueTables {
  app_releases: AppReleasesTable
}

export interface AppReleasesTable {
  id: Generated<number>
  platform: 'H5' | 'WEAPP' | 'ALIPAY'
  version_name: string
  update_content: Generated<string>
  download_url: string
  /** SQLite has no boolean: 0 or 1. */
  force: Generated<number>
  created_at: Generated<string>
}

export type AppRelease = Selectable<AppReleasesTable>
export type NewAppRelease = Insertable<AppReleasesTable>
