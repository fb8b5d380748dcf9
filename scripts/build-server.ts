/**
 * `npm run build:server`: the server compiled into one JavaScript file, dist/server/main.js, which
 * production runs on plain Node (`npm run serve`); tsx stays for development, scripts and tests.
 * Packages stay in node_modules (each one the server imports must be a production dependency:
 * server/test/production-dependencies.test.ts). Two files go beside it, read at run time from the
 * server's own folder: the common-password list, and the catalogue's source recipes, extracted
 * here from the howtocook-mcp dev dependency and checked, so production installs no MCP server.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { HOWTOCOOK_FILE, howToCookPackageFile, loadHowToCook } from '../server/src/catalogue/source'
import { SERVER_BUILD, SERVER_DIR, SERVER_MAIN } from './builds'

const root = path.resolve(__dirname, '..')

/** The catalogue's recipes, read as the seed reads them: fewer than the known 322 stops the build. */
function extractCatalogue(): void {
  const from = howToCookPackageFile()
  const recipes = loadHowToCook(from)
  const broken = recipes.filter((r) => !r.name || !r.category || r.ingredientLines.length === 0)
  if (recipes.length < 322 || broken.length > 30) {
    throw new Error(
      `${from}: ${recipes.length} recipes, ${broken.length} without a name, category or ingredients`,
    )
  }
  copyFileSync(from, path.join(SERVER_DIR, HOWTOCOOK_FILE))
}

async function main(): Promise<void> {
  rmSync(SERVER_DIR, { recursive: true, force: true })
  mkdirSync(SERVER_DIR, { recursive: true })
  copyFileSync(
    path.join(root, 'server/src/auth/common-passwords.txt'),
    path.join(SERVER_DIR, 'common-passwords.txt'),
  )
  extractCatalogue()
  const result = await build({
    ...SERVER_BUILD,
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  })
  writeFileSync(path.join(SERVER_DIR, 'meta.json'), JSON.stringify(result.metafile))
  const bytes = result.metafile.outputs[path.relative(process.cwd(), SERVER_MAIN)]?.bytes ?? 0
  console.log(`server built: ${path.relative(root, SERVER_MAIN)} (${Math.round(bytes / 1024)} KB)`)
}

main().catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
