import { ensureServerBuild } from '../../../scripts/builds'
import { createDatabase, startCluster, stopCluster } from '../../../scripts/pg-cluster'
import { migrateToLatest, openDatabase } from '../../src/db/open-database'
import { PG_RUN_VARIABLE, TEMPLATE_DATABASE, type PgRun } from './run'

/**
 * `npm run test:pg`: one PostgreSQL cluster for the whole run, with a template database
 * migrated once; each test's database is a copy of it (run.ts). The workers inherit the
 * variable; global-teardown.ts stops the cluster (and so does the end of this process).
 */
export default async function globalSetup(): Promise<void> {
  // The shutdown tests run the compiled server, as production does.
  ensureServerBuild()
  const cluster = await startCluster()
  const stop = () => stopCluster(cluster.dir)
  process.once('exit', stop)
  const db = openDatabase(createDatabase(cluster, TEMPLATE_DATABASE))
  try {
    await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
  const run: PgRun = { dir: cluster.dir, port: cluster.port, bin: cluster.bin }
  process.env[PG_RUN_VARIABLE] = JSON.stringify(run)
}
