import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { analyzing, StatsFilePlugin } from './analyze'
import devConfig from './dev'
import { FirstPagePreloadPlugin } from './first-page-preload'
import prodConfig from './prod'
import { SERVICE_WORKER_TEMPLATE, ServiceWorkerPlugin } from './service-worker'

/**
 * H5 root font size: min(viewport width, 960) / 23.4375 px (16 px at 375), updated on resize.
 * Taro's own script clamps at 20-40 px and uses min(width, height), which is wrong for us.
 */
const rootFontScript =
  "!function(d,w){function s(){d.documentElement.style.fontSize=Math.min(d.documentElement.clientWidth||w.innerWidth,960)/23.4375+'px'}s();w.addEventListener('resize',s);w.addEventListener('orientationchange',s)}(document,window);"

/** The API contract in types/ sits outside src/ and must go through the same loaders. */
const sharedTypes = path.resolve(__dirname, '..', 'types')

/** H5: Taro's components one file each, so a page chunk carries only those it uses. */
const taroComponentsH5 = path.resolve(__dirname, '..', 'src', 'components', 'taro-h5')

/** Taro's global stylesheet for its components, on H5 without the unused WeUI icon font. */
const taroBaseCss = path.join(taroComponentsH5, 'base.css')

/** The category drawings (components/recipe-image/art.ts). */
const categoryArt = path.resolve(__dirname, '..', 'src', 'components', 'recipe-image', 'art')

/** webpack resolves an alias to `false` as an empty module (webpack-chain types only strings). */
const emptyModule = false as unknown as string

/** Taro's loader meta is lines of code: those naming `word` are left out. */
function dropLines(code: string | undefined, word: string) {
  return (code ?? '')
    .split('\n')
    .filter((line) => !line.includes(word))
    .join('\n')
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'sichu',
    date: '2026-11-21',
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // TARO_OUTPUT_ROOT lets two builds run side by side (e.g. parallel browser-test runs).
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: {},
    // Mini-programs need an absolute API base (H5 uses /api on the same server).
    env: { TARO_APP_API_BASE: JSON.stringify(process.env.TARO_APP_API_BASE ?? '') },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@shared': sharedTypes,
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      compile: { include: [sharedTypes] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: {
            namingPattern: 'module',
            generateScopedName: '[name]__[local]___[hash:base64:5]',
          },
        },
      },
    },
    h5: {
      compile: { include: [sharedTypes] },
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      htmlPluginOption: { script: rootFontScript },
      // The tab icons (1.3-2.3 KB PNGs) were inlined as base64 into the app's script (~10 KB gzip
      // to parse before the first render); as files they load beside it, the active ones on use.
      imageUrlLoaderOption: { limit: 1024 },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: {
          enable: true,
          config: { baseFontSize: 16, minRootSize: 0, maxRootSize: 40.96 },
        },
        cssModules: {
          enable: false,
          config: {
            namingPattern: 'module',
            generateScopedName: '[name]__[local]___[hash:base64:5]',
          },
        },
      },
      webpackChain(chain) {
        // A page chunk that has not arrived after 60 s fails, and the page loader offers a retry.
        chain.output.set('chunkLoadTimeout', 60000)
        // Runs after Taro's platform plugin, which aliases the same name to its whole wrapper.
        chain.resolve.alias.set('@tarojs/components$', path.join(taroComponentsH5, 'index.ts'))
        chain.module
          .rule('taro-components-h5')
          .test(/\.tsx?$/)
          .include.add(taroComponentsH5)
          .end()
          .set('sideEffects', false)
        // Taro's router imports the Stencil tab bar from the index of every Stencil component; the
        // app draws its own on H5 (components/tab-bar), so the router's import gets a stand-in.
        chain.module
          .rule('taro-router-no-tabbar')
          .test(/[\\/]@tarojs[\\/]router[\\/]/)
          .resolve.alias.set(
            '@tarojs/components/dist/components$',
            path.join(taroComponentsH5, 'no-tabbar.ts'),
          )
        chain.resolve.alias.set(
          '@tarojs/components/dist/taro-components/taro-components.css$',
          taroBaseCss,
        )
        // Taro defines its pull-to-refresh element at start-up for pages with enablePullDownRefresh;
        // on H5 no page sets it (components/pull-refresh draws the pull itself; a test checks).
        chain.plugin('mainPlugin').tap(([options, ...rest]) => {
          const meta = options.loaderMeta
          if (meta) {
            meta.extraImportForWeb = dropLines(meta.extraImportForWeb, 'PullToRefreshCore')
            meta.execBeforeCreateWebApp = dropLines(
              meta.execBeforeCreateWebApp,
              'PullToRefreshCore',
            )
          }
          return [options, ...rest]
        })
        // Taro's system APIs import platform.js (device sniffing, 5 KB gzip) for getDeviceInfo
        // alone; webpack keeps an unused import of a package not declared free of side effects.
        chain.module
          .rule('platform-js')
          .test(/[\\/]node_modules[\\/]platform[\\/]/)
          .set('sideEffects', false)
        // Taro.request imports a fetch and an AbortController polyfill and a JSONP client for every
        // browser: the browsers this app runs in (flex gap, aspect-ratio) have both natively, and
        // the app never asks for JSONP (services/transport.h5.ts).
        // Taro's router and H5 APIs only call query-string's parse (taro-h5/query-string.ts).
        chain.resolve.alias.set('query-string$', path.join(taroComponentsH5, 'query-string.ts'))
        chain.resolve.alias
          .set('whatwg-fetch$', emptyModule)
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', emptyModule)
          .set('jsonp-retry$', emptyModule)
        // The category drawings (300-500 bytes each) would be inlined into the scripts of every
        // page with a dish card (1.2 KB gzip); as files named by their content they load beside
        // the page and stay cached for a year (server/src/plugins/static.ts).
        chain.module.rule('image').exclude.add(categoryArt)
        chain.module
          .rule('category-art')
          .test(/\.svg$/)
          .include.add(categoryArt)
          .end()
          .set('type', 'asset/resource')
          .set('generator', { filename: 'static/art/[name].[contenthash:8][ext]' })
        // The first page's code downloads beside the app's; home (src/routes.ts) is the page an
        // address without a route opens (Taro's config loader cannot read src/routes.ts here).
        chain
          .plugin('sichu-first-page-preload')
          .use(FirstPagePreloadPlugin, [path.resolve(__dirname, '..', 'src'), 'pages/index/index'])
        // The offline shell's worker (/sw.js); the app registers it in production only.
        if (process.env.NODE_ENV === 'production') {
          chain.plugin('sichu-service-worker').use(ServiceWorkerPlugin, [SERVICE_WORKER_TEMPLATE])
        }
        if (analyzing) {
          chain.plugin('sichu-stats').use(StatsFilePlugin)
          // Source maps (not linked from the scripts) give each module's minified share.
          chain.devtool('hidden-source-map')
        }
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
