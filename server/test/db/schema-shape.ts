import type SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import type { Db } from '../../src/db/open-database'

/** A column as both databases can agree on it: its kind of value and whether null is allowed. */
export interface ColumnShape {
  kind: 'int' | 'float' | 'text' | 'bytes'
  notNull: boolean
}

/** One table as the two databases are compared (names of explicit indexes are the same on both). */
export interface TableShape {
  columns: Record<string, ColumnShape>
  primaryKey: string[]
  /** Column lists that are unique (constraints and unique indexes), sorted. */
  unique: string[]
  /** Other indexes by name: their columns, and `where …` when partial. */
  indexes: Record<string, string>
  /** "columns → table(columns) on delete …", sorted. */
  foreignKeys: string[]
  triggers: string[]
}

export type SchemaShape = Record<string, TableShape>

const KINDS: Record<string, ColumnShape['kind']> = {
  integer: 'int',
  bigint: 'int',
  smallint: 'int',
  real: 'float',
  'double precision': 'float',
  text: 'text',
  citext: 'text',
  blob: 'bytes',
  bytea: 'bytes',
}

function kindOf(type: string): ColumnShape['kind'] {
  const kind = KINDS[type.toLowerCase()]
  if (!kind) throw new Error(`no common kind for column type ${type}`)
  return kind
}

const sorted = (items: string[]) => [...items].sort()

/** Every table of a SQLite database (Kysely's migration tables left out). */
export function sqliteShape(sqlite: SQLite.Database): SchemaShape {
  const tables = sqlite
    .prepare(
      `select name from sqlite_master where type = 'table'
       and name not like 'sqlite_%' and name not like 'kysely_%' order by name`,
    )
    .pluck()
    .all() as string[]
  const shape: SchemaShape = {}
  for (const table of tables) {
    const info = sqlite.prepare(`select * from pragma_table_info(?)`).all(table) as {
      name: string
      type: string
      notnull: number
      pk: number
    }[]
    const primaryKey = info
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name)
    const columns: Record<string, ColumnShape> = {}
    for (const c of info) {
      // A primary key column never holds null (SQLite's rowid alias says notnull 0).
      columns[c.name] = { kind: kindOf(c.type), notNull: c.notnull === 1 || c.pk > 0 }
    }
    const unique: string[] = []
    const indexes: Record<string, string> = {}
    const list = sqlite.prepare(`select * from pragma_index_list(?)`).all(table) as {
      name: string
      unique: number
      origin: string
      partial: number
    }[]
    for (const index of list) {
      if (index.origin === 'pk') continue
      const names = sqlite.prepare(`select name from pragma_index_info(?) order by seqno`)
      const cols = (names.pluck().all(index.name) as string[]).join(', ')
      if (index.unique) unique.push(cols)
      else indexes[index.name] = index.partial ? `${cols} (partial)` : cols
    }
    const keys = sqlite.prepare(`select * from pragma_foreign_key_list(?)`).all(table) as {
      id: number
      table: string
      from: string
      to: string
      on_delete: string
    }[]
    const foreignKeys = keys.map(
      (k) => `${k.from} → ${k.table}(${k.to}) on delete ${k.on_delete.toLowerCase()}`,
    )
    const triggers = sqlite
      .prepare(`select name from sqlite_master where type = 'trigger' and tbl_name = ?`)
      .pluck()
      .all(table) as string[]
    shape[table] = {
      columns,
      primaryKey,
      unique: sorted(unique),
      indexes,
      foreignKeys: sorted(foreignKeys),
      triggers: sorted(triggers),
    }
  }
  return shape
}

const DELETE_RULES: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
}

/** Every table of the PostgreSQL database's public schema (Kysely's migration tables left out). */
export async function postgresShape(db: Db): Promise<SchemaShape> {
  const columns = await sql<{ table: string; name: string; type: string; nullable: string }>`
    select c.table_name as table, c.column_name as name, c.is_nullable as nullable,
      case when c.data_type = 'USER-DEFINED' then c.udt_name else c.data_type end as type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(db)
  const indexes = await sql<{
    table: string
    name: string
    unique: boolean
    primary: boolean
    partial: boolean
    columns: string[]
  }>`
    select t.relname as table, i.relname as name, x.indisunique as unique,
      x.indisprimary as primary, x.indpred is not null as partial,
      array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = 'public'`.execute(db)
  const keys = await sql<{
    table: string
    target: string
    from: string[]
    to: string[]
    rule: string
  }>`
    select t.relname as table, f.relname as target, k.confdeltype as rule,
      array(select a.attname::text from unnest(k.conkey) with ordinality c(attnum, n)
        join pg_attribute a on a.attrelid = t.oid and a.attnum = c.attnum order by c.n) as from,
      array(select a.attname::text from unnest(k.confkey) with ordinality c(attnum, n)
        join pg_attribute a on a.attrelid = f.oid and a.attnum = c.attnum order by c.n) as to
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    join pg_class f on f.oid = k.confrelid
    join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = 'public' and k.contype = 'f'`.execute(db)
  const triggers = await sql<{ table: string; name: string }>`
    select distinct event_object_table as table, trigger_name as name
    from information_schema.triggers where trigger_schema = 'public'`.execute(db)

  const shape: SchemaShape = {}
  for (const c of columns.rows) {
    shape[c.table] ??= {
      columns: {},
      primaryKey: [],
      unique: [],
      indexes: {},
      foreignKeys: [],
      triggers: [],
    }
    shape[c.table]!.columns[c.name] = { kind: kindOf(c.type), notNull: c.nullable === 'NO' }
  }
  for (const x of indexes.rows) {
    const table = shape[x.table]
    if (!table) continue
    const cols = x.columns.join(', ')
    if (x.primary) table.primaryKey = x.columns
    else if (x.unique) table.unique.push(cols)
    else table.indexes[x.name] = x.partial ? `${cols} (partial)` : cols
  }
  for (const k of keys.rows) {
    shape[k.table]?.foreignKeys.push(
      `${k.from.join(', ')} → ${k.target}(${k.to.join(', ')}) on delete ${DELETE_RULES[k.rule]}`,
    )
  }
  for (const t of triggers.rows) shape[t.table]?.triggers.push(t.name)
  for (const table of Object.values(shape)) {
    table.unique.sort()
    table.foreignKeys.sort()
    table.triggers.sort()
  }
  return shape
}
