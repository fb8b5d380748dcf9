/**
 * `npm run test:cluster`: SPEC §7 for real — two instances of the server on one PostgreSQL
 * database behind nginx (scripts/cluster.ts), driven over HTTP. Needs Debian's postgresql and
 * nginx (`.ci/run` installs them).
 */
const base = require('./jest.config.js')

const server = base.projects.find((project) => project.displayName === 'server')

module.exports = {
  displayName: 'cluster',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
  transform: server.transform,
  transformIgnorePatterns: server.transformIgnorePatterns,
  testTimeout: 120_000,
}
