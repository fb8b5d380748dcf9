/**
 * One Jest run for both sides: the Taro client in jsdom (through Taro's Babel transformer) and the
 * API server in node (plain Babel for TypeScript). Browser tests live in test/e2e and run
 * separately (`npm run test:e2e`, jest.e2e.config.js).
 */
const path = require('node:path')

const taroTransform = path.join(
  __dirname,
  'node_modules/@tarojs/test-utils-react/dist/jest/babel-transformer.js',
)

const serverBabel = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
}

module.exports = {
  globalSetup: '<rootDir>/test/setup/server-build.ts',
  // Two cores shared with builds and browsers: 5 s cut argon2-heavy set-ups and page tests short.
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: {
        url: 'http://localhost/',
        customExportConditions: ['node', 'node-addons'],
      },
      testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['<rootDir>/test/e2e/', '<rootDir>/test/cluster/'],
      setupFiles: ['<rootDir>/test/setup/taro.js', '<rootDir>/test/setup/locales.ts'],
      // H5 forks (`x.h5.ts`) win, as they do in the H5 build the client tests stand for.
      moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
      transform: {
        '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': taroTransform,
        '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/test/setup/file-transform.js',
      },
      transformIgnorePatterns: [
        '/node_modules/(?!(\\.pnpm|@tarojs|@stencil|swiper|ssr-window|dom7|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj|style-inject|tslib|@nutui)/)',
      ],
      moduleNameMapper: {
        // Taro's H5 implementation of its API, as @tarojs/test-utils-react maps it.
        '^@tarojs/taro$': '@tarojs/test-utils-react/dist/jest/runtime/taro-h5.js',
        // The components the H5 build ships (config/index.ts aliases them), so the page tests
        // render what H5 users get; the mini-programs' are Taro's own (no test renders those).
        '^@tarojs/components$': '<rootDir>/src/components/taro-h5/index.ts',
        '\\.(css|less|sass|scss)$': '<rootDir>/test/setup/style-stub.js',
        // Taro's own toast, modal and clipboard stand in for H5's (components/dialogs-h5, the
        // browser's clipboard), which the H5 build uses: the screens' tests spy on Taro's calls
        // and read Taro's toast; the H5 ones have their own tests (test/components/dialogs-h5,
        // test/services/clipboard-h5) and the browser tests.
        '^@/services/(toast|modal|clipboard)$': '<rootDir>/src/services/$1.ts',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@shared/(.*)$': '<rootDir>/types/$1',
      },
      globals: {
        ENABLE_INNER_HTML: true,
        ENABLE_ADJACENT_HTML: true,
        ENABLE_SIZE_APIS: true,
        DEPRECATED_ADAPTER_COMPONENT: false,
        ENABLE_TEMPLATE_CONTENT: true,
        ENABLE_MUTATION_OBSERVER: true,
        ENABLE_CLONE_NODE: true,
        ENABLE_CONTAINS: true,
        __TARO_FRAMEWORK__: 'react',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      // Kysely 0.29 and light-my-request's cookie packages ship only as ES modules.
      transform: { '^.+\\.(ts|js)$': ['babel-jest', serverBabel] },
      transformIgnorePatterns: ['/node_modules/(?!(kysely|cookie|set-cookie-parser)/)'],
    },
  ],
}
