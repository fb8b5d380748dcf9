// The template's Babel preset, as the project's own babel.config.js.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
