import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Compiler } from 'webpack'

const NAME = 'SichuServiceWorker'
/** Served at the site root, so its scope is the whole app (server/src/plugins/static.ts). */
export const SERVICE_WORKER_FILE = 'sw.js'

/**
 * What the worker keeps for offline use, as addresses: the page, every script and stylesheet
 * (start-up, pages, locales), the tab icons and the category drawings. Licence notes and source
 * maps are not loaded by the app.
 */
export function shellFiles(assets: string[], publicPath = '/'): string[] {
  const kept = assets
    .filter(
      (name) =>
        /^(js\/.+\.js|css\/.+\.css|static\/(images|art)\/.+\.(png|svg|jpe?g|webp))$/.test(name) &&
        !/\.LICENSE\.txt$|\.map$/.test(name),
    )
    .sort()
  return [publicPath, ...kept.map((name) => publicPath + name)]
}

/**
 * The worker's text: the file list and its digest above the worker's own code. The file names
 * carry their content's hash (the tab icons and the page do not: they are in the digest by
 * content), so a release that changes anything changes the worker, and browsers install it.
 */
export function serviceWorkerSource(
  template: string,
  files: string[],
  contents: (string | Buffer)[],
): string {
  const hash = createHash('sha256').update(JSON.stringify(files))
  for (const content of contents) hash.update(content)
  const version = hash.digest('hex').slice(0, 12)
  return `const SHELL = ${JSON.stringify(files)}\nconst VERSION = '${version}'\n${template}`
}

/** H5 production builds: writes /sw.js from src/service-worker.js once every asset is named. */
export class ServiceWorkerPlugin {
  constructor(private readonly template: string) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After html-webpack-plugin has written index.html (OPTIMIZE_INLINE).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const names = Object.keys(compilation.assets)
          const publicPath = String(compilation.outputOptions.publicPath ?? '/')
          const files = shellFiles(names, publicPath)
          const unhashed = names
            .filter((name) => name === 'index.html' || name.startsWith('static/images/'))
            .sort()
            .map((name) => compilation.assets[name]!.source())
          const text = serviceWorkerSource(
            readFileSync(this.template, 'utf8'),
            files,
            unhashed as (string | Buffer)[],
          )
          compilation.emitAsset(SERVICE_WORKER_FILE, new sources.RawSource(text))
        },
      )
    })
  }
}

export const SERVICE_WORKER_TEMPLATE = path.resolve(__dirname, '..', 'src', 'service-worker.js')
