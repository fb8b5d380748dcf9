import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The layering rule of eslint.config.mjs (import-x/no-restricted-paths) on planted files: each
 * import below is linted as if written at `at`, through ESLint's own API, in a child process
 * (ESLint loads its flat config as an ES module, which Jest's module loader cannot).
 */
const root = path.join(__dirname, '../..')

interface Plant {
  at: string
  imports: string
}

function refusals(plants: Plant[]): string[][] {
  const script = `
    import { ESLint } from 'eslint'
    const eslint = new ESLint({ cwd: process.cwd() })
    const plants = JSON.parse(process.argv[1])
    const answers = []
    for (const { at, imports } of plants) {
      const [result] = await eslint.lintText(imports + '\\nvoid planted\\n', { filePath: at })
      answers.push(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message))
    }
    console.log(JSON.stringify(answers))`
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(plants)],
    { cwd: root, encoding: 'utf8' },
  )
  return JSON.parse(out) as string[][]
}

const plants: Record<string, Plant & { refused: boolean }> = {
  'a server module importing one on a floor above': {
    at: 'server/src/auth/planted.ts',
    imports: "import { createKitchenRepository as planted } from '../kitchen/repository'",
    refused: true,
  },
  'a server module importing its neighbour on the same floor': {
    at: 'server/src/search/planted.ts',
    imports: "import { createFavoriteRepository as planted } from '../favorites/repository'",
    refused: true,
  },
  'lib importing a plugin': {
    at: 'server/src/lib/planted.ts',
    imports: "import { setupErrors as planted } from '../plugins/errors'",
    refused: true,
  },
  'a domain importing the composition root': {
    at: 'server/src/stock/planted.ts',
    imports: "import type { Repositories as planted } from '../repositories'",
    refused: true,
  },
  'a route file imported by a file other than app.ts': {
    at: 'server/src/my-recipes/planted.ts',
    imports: "import { recipeRoutes as planted } from '../recipes/routes'",
    refused: true,
  },
  'a server module importing one below': {
    at: 'server/src/kitchen/planted.ts',
    imports: "import { countAttempt as planted } from '../auth/attempts'",
    refused: false,
  },
  'a client feature importing another feature (alias)': {
    at: 'src/features/cart/planted.ts',
    imports: "import { cancelOrder as planted } from '@/features/orders/api/cancel-order'",
    refused: true,
  },
  'a client feature importing another feature (relative)': {
    at: 'src/features/cart/planted.ts',
    imports: "import { cancelOrder as planted } from '../orders/api/cancel-order'",
    refused: true,
  },
  'a shared component importing a feature': {
    at: 'src/components/planted.ts',
    imports: "import { getCart as planted } from '@/features/cart/api/get-cart'",
    refused: true,
  },
  'a client feature importing its own files and shared code': {
    at: 'src/features/cart/planted.ts',
    imports:
      "import { getCart } from './api/get-cart'\nimport { request } from '@/services/request'\nconst planted = [getCart, request]",
    refused: false,
  },
}

test('the linter refuses imports across floors and features, and lets the others pass', () => {
  const names = Object.keys(plants)
  const answers = refusals(names.map((name) => plants[name]))
  const seen = Object.fromEntries(names.map((name, i) => [name, answers[i].length > 0]))
  const wanted = Object.fromEntries(names.map((name) => [name, plants[name].refused]))
  expect(seen).toEqual(wanted)
}, 120_000)
