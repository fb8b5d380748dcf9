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

/** Each locale's strings chunk (`locale-en` … named in src/i18n/load-locale.h5.ts). */
function localeFiles(compilation: Compilation): Record<string, string[]> {
  const publicPath = String(compilation.outputOptions.publicPath ?? '/')
  const locales: Record<string, string[]> = {}
  for (const group of compilation.chunkGroups) {
    const locale = /^locale-(.+)$/.exec(group.name ?? '')?.[1]
    if (locale)
      locales[locale] = group
        .getFiles()
        .filter((name) => name.endsWith('.js'))
        .map((name) => publicPath + name)
  }
  return locales
}

/**
 * The reader's locale as the app will pick it (stores/settings-store.ts): the saved choice (Taro
 * keeps each storage value wrapped as {data}), else the browser's language. index.html's boot
 * loader reads it from `window.sichuBootLocale`.
 */
const READER_LOCALE =
  "var l;try{l=JSON.parse(JSON.parse(localStorage.getItem('sichu:settings')).data).state.locale}" +
  "catch(e){var n=(navigator.language||'').replace('_','-').toLowerCase();" +
  "l=/^zh-(hant|tw|hk|mo)/.test(n)?'zh-Hant':n.indexOf('zh')===0?'zh-Hans':n.split('-')[0]}" +
  "if(!L[l])l='zh-Hans';window.sichuBootLocale=l;"

/**
 * H5: Taro asks for the first page's chunk only once the app's scripts have downloaded and run:
 * a round trip and a download after them. This puts a few lines at the top of index.html that
 * read the route in the hash (the first page when there is none) and preload that page's
 * script and stylesheet, and the reader's strings (the app's scripts hold none), so they
 * download beside the app's; webpack's own tags reuse them.
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
        const locales = JSON.stringify(localeFiles(compilation))
        const script =
          `!function(d,h,m,L){var p=h.replace(/^#\\/?/,'').split('?')[0]||${JSON.stringify(this.firstPage)};` +
          READER_LOCALE +
          "(m[p]||[]).concat(L[l]||[]).forEach(function(f){var k=d.createElement('link');k.rel='preload';" +
          "k.as=/\\.css$/.test(f)?'style':'script';k.href=f;d.head.appendChild(k)})}" +
          `(document,location.hash,${pages},${locales});`
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script))
        return data
      })
    })
  }
}
