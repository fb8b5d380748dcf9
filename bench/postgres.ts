/**
 * The bench on PostgreSQL (issue [10]): `--db postgres` starts a throwaway cluster the way
 * `npm run test:pg` does (scripts/pg-cluster.ts) and removes it afterwards; `--database-url`
 * uses a database the operator names. Either way every child of the bench (seed, server, the
 * floor) gets the same DATABASE_URL.
 */
import { openDatabase } from '../server/src/db/open-database'
import { createDatabase, startCluster, stopCluster } from '../scripts/pg-cluster'

export interface BenchDatabase {
  /** Unset on SQLite (the file in the bench's DATA_DIR). */
  url?: string
  label: string
  stop: () => void
}

export async function benchDatabase(db: string, url: string | undefined): Promise<BenchDatabase> {
  if (url) return { url, label: 'PostgreSQL (--database-url)', stop: () => undefined }
  if (db === 'sqlite') return { label: 'SQLite', stop: () => undefined }
  if (db !== 'postgres') throw new Error(`--db must be sqlite or postgres, got "${db}"`)
  const cluster = await startCluster()
  const version = cluster.bin.split('/').at(-2) ?? '?'
  return {
    url: createDatabase(cluster, 'sichu_bench'),
    label: `PostgreSQL ${version} (a throwaway cluster, scripts/pg-cluster.ts: fsync off)`,
    stop: () => stopCluster(cluster.dir),
  }
}

/** True when the database already holds at least `recipes` recipes (for --reuse). */
export async function holdsRecipes(url: string, recipes: number): Promise<boolean> {
  const db = openDatabase(url)
  try {
    const row = await db
      .selectFrom('recipes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    return Number(row?.n ?? 0) >= recipes
  } catch {
    return false // not migrated yet
  } finally {
    await db.destroy()
  }
}
