import { ensureServerBuild } from '../../scripts/builds'

/**
 * Jest's global set-up: the tests that start the server as production does (shutdown, the
 * dependency check) run the compiled one, built here once when missing or stale, so that parallel
 * workers never build it at the same time.
 */
export default function globalSetup() {
  ensureServerBuild()
}
