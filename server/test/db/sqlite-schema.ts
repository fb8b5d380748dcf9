import type SQLite from 'better-sqlite3'

export interface SchemaEntry {
  type: string
  name: string
  sql: string | null
}

/**
 * Every table, index and trigger of a SQLite database as sqlite_master keeps it, with runs of
 * white space made one space: what an existing user's database holds, compared across rewrites
 * of the migrations (indentation aside, SQLite keeps each statement's text as written).
 */
export function sqliteSchema(sqlite: SQLite.Database): SchemaEntry[] {
  const rows = sqlite
    .prepare(
      `select type, name, sql from sqlite_master
       where name not like 'sqlite_%' order by type, name`,
    )
    .all() as SchemaEntry[]
  return rows.map((r) => ({ ...r, sql: r.sql === null ? null : r.sql.replace(/\s+/g, ' ').trim() }))
}
