/**
 * The yardstick's build: the default Taro 4 React template's settings with this project's choices
 * that change what a browser loads (webpack5, hash router, the same file names and hashes, no
 * prebundle, the root font size script). It does not import the project's config on purpose: the
 * yardstick stays an empty app while the project's own webpackChain is tuned.
 */
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'

// The same one-line script as the project's config/index.ts (root font size from the width).
const rootFontScript =
  "!function(d,w){function s(){d.documentElement.style.fontSize=Math.min(d.documentElement.clientWidth||w.innerWidth,960)/23.4375+'px'}s();w.addEventListener('resize',s);w.addEventListener('orientationchange',s)}(document,window);"

export default defineConfig<'webpack5'>(() => {
  const config: UserConfigExport<'webpack5'> = {
    projectName: 'sichu-bench-empty',
    date: '2026-11-22',
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // bench/h5/run.ts names the output folder (outside the kit, under dist/).
    outputRoot:
      process.env.TARO_OUTPUT_ROOT || path.resolve(__dirname, '../../../../dist/h5-empty'),
    plugins: [],
    defineConstants: {},
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {},
    h5: {
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
        chain.output.set('chunkLoadTimeout', 60000)
      },
    },
  }
  return config
})
