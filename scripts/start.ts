/**
 * `npm start`: builds the H5 app and the server when either is missing or stale, then runs the
 * compiled server (dist/server/main.js) in this process, which migrates (and seeds) its embedded
 * database and serves the app and the API. tsx only loads this launcher: the server it starts
 * is plain JavaScript, as `npm run serve` runs it.
 */
import { ensureH5Build, ensureServerBuild, SERVER_MAIN } from './builds'

try {
  ensureH5Build()
  ensureServerBuild()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

require(SERVER_MAIN)
