/**
 * `npm run test:pg`: the server's test files, the same ones `npm test` runs on SQLite, against a
 * real PostgreSQL cluster started for the run from Debian's binaries (scripts/pg-cluster.ts).
 * Each app a test builds gets its own database, a copy of a migrated template
 * (server/test/pg/run.ts).
 */
const base = require('./jest.config.js')

const server = base.projects.find((project) => project.displayName === 'server')

module.exports = {
  ...server,
  displayName: 'server (PostgreSQL)',
  rootDir: __dirname,
  globalSetup: '<rootDir>/server/test/pg/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/pg/global-teardown.ts',
  setupFiles: [...(server.setupFiles ?? []), '<rootDir>/server/test/pg/per-file.ts'],
  // Each app's database is a copy of the template (0.2-0.7 s on a busy 2-core host) and every
  // query a round trip: a hook that builds two or three apps needs more than Jest's 5 s.
  testTimeout: 20_000,
}
