/**
 * After `build:weapp` and `build:alipay`: each app.json declares the 21 pages of src/routes.ts in
 * order, and the 4-tab bar with both icons of every tab present in the package.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROUTES, TAB_ROUTES } from '../src/routes'

interface Tab {
  pagePath: string
  iconPath?: string
  selectedIconPath?: string
  // Alipay's names for the same things.
  icon?: string
  activeIcon?: string
}

interface AppJson {
  pages: string[]
  tabBar?: { list?: Tab[]; items?: Tab[] }
}

let failed = false
function check(condition: boolean, message: string) {
  if (!condition) {
    failed = true
    console.error(`✗ ${message}`)
  }
}

for (const target of process.argv.slice(2).length ? process.argv.slice(2) : ['weapp', 'alipay']) {
  const dir = path.resolve(__dirname, '..', 'dist', target)
  const file = path.join(dir, 'app.json')
  if (!existsSync(file)) {
    check(false, `${target}: ${file} is missing (run npm run build:${target})`)
    continue
  }
  const app = JSON.parse(readFileSync(file, 'utf8')) as AppJson
  check(
    JSON.stringify(app.pages) === JSON.stringify(Object.values(ROUTES)),
    `${target}: pages differ from src/routes.ts`,
  )
  const tabs = app.tabBar?.list ?? app.tabBar?.items ?? []
  check(tabs.length === 4, `${target}: ${tabs.length} tabs instead of 4`)
  tabs.forEach((tab, index) => {
    check(
      tab.pagePath === ROUTES[TAB_ROUTES[index]],
      `${target}: tab ${index} opens ${tab.pagePath}`,
    )
    for (const icon of [tab.iconPath ?? tab.icon, tab.selectedIconPath ?? tab.activeIcon]) {
      check(
        !!icon && existsSync(path.join(dir, icon)),
        `${target}: tab ${index} icon ${icon} is missing`,
      )
    }
  })
  for (const page of app.pages) {
    const ext = target === 'alipay' ? 'axml' : 'wxml'
    check(existsSync(path.join(dir, `${page}.js`)), `${target}: ${page}.js is missing`)
    check(
      existsSync(path.join(dir, `${page}.${ext}`)) || existsSync(path.join(dir, `${page}.json`)),
      `${target}: ${page} has no template`,
    )
  }
  if (!failed)
    console.log(`✓ ${target}: ${app.pages.length} pages and ${tabs.length} tabs with their icons`)
}
process.exit(failed ? 1 : 0)
