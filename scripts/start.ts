/**
 * `npm start`: builds the H5 app when it is missing or stale, then boots the server, which
 * migrates (and seeds) its embedded database and serves the app and the API.
 */
import { ensureH5Build } from './h5-build'

try {
  ensureH5Build()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

void import('../server/src/main')
