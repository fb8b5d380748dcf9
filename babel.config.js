// Taro's preset for the app build (and for the client tests through Taro's Jest transformer).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
