/**
 * Renders the tab-bar icons from their SVG sources (src/assets/tabbar/*.svg) into the PNG pairs
 * app.config names: `<tab>.png` (grey outline) and `<tab>-active.png` (orange, filled). The SVGs
 * use `currentColor` for strokes, FILL for areas filled when selected and STROKE_INNER for details
 * drawn in white on a filled shape. Run `npm run icons` after editing an SVG; the PNGs are committed.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { THEME } from '../src/theme'

const dir = path.resolve(__dirname, '../src/assets/tabbar')
// WeChat recommends 81x81 px tab icons.
const SIZE = 81

function render(svg: string, colour: string, fill: string, inner: string) {
  const source = svg
    .replaceAll('currentColor', colour)
    .replaceAll('"FILL"', `"${fill}"`)
    .replaceAll('STROKE_INNER', inner)
  return new Resvg(source, { fitTo: { mode: 'width', value: SIZE } }).render().asPng()
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
  const name = file.replace(/\.svg$/, '')
  const svg = readFileSync(path.join(dir, file), 'utf8')
  writeFileSync(path.join(dir, `${name}.png`), render(svg, THEME.tabText, 'none', THEME.tabText))
  writeFileSync(
    path.join(dir, `${name}-active.png`),
    render(svg, THEME.primary, THEME.primary, '#FFFFFF'),
  )
  console.log(`drew ${name}.png and ${name}-active.png`)
}
