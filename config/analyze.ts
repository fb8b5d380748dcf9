import fs from 'node:fs'
import path from 'node:path'
import type { Compiler } from 'webpack'

/**
 * With ANALYZE=1 (never by default), the H5 build also writes `stats.json` next to its output:
 * every chunk with the modules in it and their sizes, to see what a route's scripts carry
 * (e.g. `npx webpack-bundle-analyzer dist/h5-x/stats.json` where the analyser is at hand).
 */
export class StatsFilePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('SichuStatsFile', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        chunkRelations: true,
        modules: true,
        nestedModules: true,
        reasons: false,
        ids: true,
        dependentModules: true,
        groupModulesByType: false,
        groupModulesByPath: false,
        groupModulesByExtension: false,
        groupModulesByAttributes: false,
        groupModulesByCacheStatus: false,
        groupModulesByLayer: false,
        modulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        chunkModulesSpace: Infinity,
      })
      const file = path.join(compiler.outputPath, 'stats.json')
      fs.writeFileSync(file, JSON.stringify(json))
    })
  }
}

export const analyzing = process.env.ANALYZE === '1'
