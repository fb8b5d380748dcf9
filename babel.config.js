// Taro's preset for the app build (and for the client tests through Taro's Jest transformer).
// The H5 build targets the browsers its styles already need (flex gap, aspect-ratio: Chrome 88,
// Safari 15), so async functions, classes and spreads ship as written instead of as ES5 helpers
// and regenerator code. The mini-programs and Jest keep the preset's own targets.
const h5Build = process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test'
const h5Targets = { chrome: '88', safari: '15', ios: '15' }

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        ...(h5Build && { targets: h5Targets }),
      },
    ],
  ],
}
