import path from 'node:path'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Compilation, Compiler } from 'webpack'

const NAME = 'SichuFirstPagePreload'

/** Each page (`pages/index/index`) with the scripts and stylesheets its own chunks are. */
function pageFiles(compilation: Compilation, sourceDir: string): Record<string, string[]> {
  const publicPath = String(compilation.outputOptions.publicPath ?? '/')
  const pages: Record<string, string[]> = {}
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue
    for (const origin of group.origins) {
      const request = origin.request?.split('?')[0]
      if (!request || !origin.module || !('context' in origin.module)) continue
      const file = path.resolve(String(origin.module.context), request)
      const page = path.relative(sourceDir, file).split(path.sep).join('/')
      if (!page.startsWith('pages/')) continue
      pages[page] = group
        .getFiles()
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => publicPath + name)
    }
  }
  return pages
}

/**
 * H5: Taro asks for the first page's chunk only once the app's scripts have downloaded and run:
 * a round trip and a download after them. This puts a few lines at the top of index.html that
 * read the route in the hash (the first page when there is none) and preload that page's
 * script and stylesheet, so they download beside the app's; webpack's own tags reuse them.
 */
export class FirstPagePreloadPlugin {
  constructor(
    private readonly sourceDir: string,
    private readonly firstPage: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const pages = JSON.stringify(pageFiles(compilation, this.sourceDir))
        const script =
          `!function(d,h,m){var p=h.replace(/^#\\/?/,'').split('?')[0]||${JSON.stringify(this.firstPage)};` +
          "(m[p]||[]).forEach(function(f){var l=d.createElement('link');l.rel='preload';" +
          "l.as=/\\.css$/.test(f)?'style':'script';l.href=f;d.head.appendChild(l)})}" +
          `(document,location.hash,${pages});`
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script))
        return data
      })
    })
  }
}
