/** Browser tests: Debian's Chromium against the built H5 app served by the real server. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  transform: {
    '^.+\\.ts$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
  testTimeout: 120000,
  maxWorkers: 1,
}
