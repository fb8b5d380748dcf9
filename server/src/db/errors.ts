/**
 * What a failed statement means, the same on both databases. SQLite (better-sqlite3) names the
 * broken constraint in its message ("UNIQUE constraint failed: users.username"); PostgreSQL
 * (pg) gives SQLSTATE codes and a detail ("Key (username)=(alice) already exists.").
 */
interface DriverError {
  code?: unknown
  message?: unknown
  detail?: unknown
  table?: unknown
}

export interface UniqueViolation {
  table: string | undefined
  /** The columns of the unique key that a row already holds, in the key's order. */
  columns: string[]
}

/** The unique key a write repeated, or undefined when the error is anything else. */
export function uniqueViolation(error: unknown): UniqueViolation | undefined {
  const { code, message, detail, table } = (error ?? {}) as DriverError
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const list = typeof message === 'string' ? message.split(' failed: ')[1] : undefined
    const refs = (list ?? '').split(', ').map((ref) => ref.split('.'))
    return {
      table: refs[0]?.length === 2 ? refs[0][0] : undefined,
      columns: refs.map((ref) => ref[ref.length - 1] ?? '').filter(Boolean),
    }
  }
  if (code === '23505') {
    const key = typeof detail === 'string' ? /^Key \((.*?)\)=/.exec(detail)?.[1] : undefined
    return {
      table: typeof table === 'string' ? table : undefined,
      columns: key ? key.split(', ').map((c) => c.replace(/^"|"$/g, '')) : [],
    }
  }
  return undefined
}

/** True when the unique key broken is exactly these columns of this table. */
export function violatesUnique(error: unknown, table: string, columns: string[]): boolean {
  const violation = uniqueViolation(error)
  return (
    violation !== undefined &&
    violation.table === table &&
    violation.columns.join(',') === columns.join(',')
  )
}

/**
 * PostgreSQL gave up on a transaction that may well succeed when run again: a serialization
 * failure (40001) or a deadlock (40P01). SQLite runs one writer at a time and waits instead.
 */
export function isRetryable(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError
  return code === '40001' || code === '40P01'
}
