import { stopCluster } from '../../../scripts/pg-cluster'
import { pgRun } from './run'

export default function globalTeardown(): void {
  const run = pgRun()
  if (run) stopCluster(run.dir)
}
