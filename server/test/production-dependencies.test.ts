import { build, type Metafile } from 'esbuild'
import packageJson from '../../package.json'
import { SERVER_BUILD } from '../../scripts/builds'

/**
 * `dependencies` holds exactly what the compiled server imports at run time (issue [15]): a
 * production install (`npm ci --omit=dev`) has everything `npm run serve` needs, and nothing
 * that only builds the app, runs tests or scripts (Taro, React, tsx, howtocook-mcp …).
 */
let imported: string[]

beforeAll(async () => {
  const { metafile } = await build({
    ...SERVER_BUILD,
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  imported = packagesImported(metafile)
}, 60_000)

/** The packages the bundle leaves to node_modules: imports and requires, not require.resolve. */
function packagesImported(metafile: Metafile): string[] {
  const names = new Set<string>()
  for (const input of Object.values(metafile.inputs)) {
    for (const { path, kind, external } of input.imports) {
      if (!external || path.startsWith('node:') || kind === 'require-resolve') continue
      const parts = path.split('/')
      names.add(path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!)
    }
  }
  return [...names].sort()
}

test('every package the server imports is a production dependency', () => {
  const dependencies = Object.keys(packageJson.dependencies)
  expect(imported.filter((name) => !dependencies.includes(name))).toEqual([])
})

test('every production dependency is imported by the server', () => {
  expect(Object.keys(packageJson.dependencies).filter((name) => !imported.includes(name))).toEqual(
    [],
  )
})

test('the catalogue source is not one of them: the build extracts its recipes', () => {
  expect(imported).not.toContain('howtocook-mcp')
  expect(Object.keys(packageJson.devDependencies)).toContain('howtocook-mcp')
})
