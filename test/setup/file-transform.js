const path = require('node:path')

/**
 * An imported image becomes its path from the project root, as the build gives an address of
 * its own per file: tests can tell which picture a screen shows.
 */
module.exports = {
  process(_source, filename) {
    const name = path
      .relative(path.join(__dirname, '..', '..'), filename)
      .split(path.sep)
      .join('/')
    return { code: `module.exports = ${JSON.stringify(name)}` }
  },
}
