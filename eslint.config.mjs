import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The server's floors, lowest first (docs/architecture.md). A file imports its own folder and
 * the floors below it, never a floor above nor a neighbour on its own floor: so the server has
 * no loop between folders, and what two folders share moves down. Every folder and top-level
 * file of server/src stands on one floor (a new one fails the lint until it is placed here).
 */
const SERVER_FLOORS = [
  ['config.ts', 'i18n'],
  ['lib'],
  ['db', 'mail'],
  ['plugins'],
  ['files', 'health', 'version'],
  ['upload'],
  ['auth', 'covers'],
  ['kitchen'],
  ['recipes'],
  ['search', 'favorites'],
  ['stock', 'cart'],
  ['catalogue', 'orders', 'today-eat'],
  ['shopping'],
  ['users'],
  ['my-recipes'],
  ['repositories.ts'],
  ['cli', 'app.ts'],
  ['main.ts'],
]

function serverZones() {
  const placed = SERVER_FLOORS.flat()
  const unplaced = fs.readdirSync(path.join(root, 'server/src')).filter((n) => !placed.includes(n))
  if (unplaced.length) throw new Error(`eslint.config.mjs: give server/src/${unplaced[0]} a floor`)
  // The top floor (main.ts) may import anything: it has no zone.
  return SERVER_FLOORS.slice(0, -1).flatMap((floor, i) =>
    floor.map((name) => {
      const above = [
        ...floor.filter((other) => other !== name),
        ...SERVER_FLOORS.slice(i + 1).flat(),
      ]
      return {
        target: `server/src/${name}`,
        from: above.map((other) => `server/src/${other}`),
        message: `server/src/${name} stands below or beside it (SERVER_FLOORS in eslint.config.mjs).`,
      }
    }),
  )
}

/**
 * Inside a folder the same direction: routes → services → repositories. A route file is the top
 * of its folder; only app.ts registers it, so what two routes share lives in a file below them.
 */
const ROUTE_FILES = {
  target: 'server/src/*/**',
  from: ['server/src/**/routes.ts', 'server/src/**/*-routes.ts'],
  message: 'Only app.ts imports a route file.',
}

/** The client's features know nothing of each other; shared code knows no feature and no page. */
function clientZones() {
  const shared = ['components', 'services', 'stores', 'i18n'].map((name) => `src/${name}`)
  const features = fs.readdirSync(path.join(root, 'src/features'))
  return [
    ...features.map((name) => ({
      target: `src/features/${name}`,
      from: 'src/features',
      except: [`./${name}`],
      message: 'A feature does not import another feature: a page composes them.',
    })),
    { target: ['src/features', ...shared], from: 'src/pages', message: 'Pages stand on top.' },
    { target: shared, from: 'src/features', message: 'Shared code imports no feature.' },
    { target: 'src', from: 'server', message: 'The app talks to the server over HTTP only.' },
    { target: 'server', from: 'src', message: 'The server imports nothing of the app.' },
  ]
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.temp/',
      'data/',
      'coverage/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...serverZones(), ROUTE_FILES, ...clientZones()] },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Taro's compile-time globals in app and page configs.
    files: ['src/**/*.config.ts', 'src/app.config.ts'],
    languageOptions: { globals: { defineAppConfig: 'readonly', definePageConfig: 'readonly' } },
  },
  prettier,
)
