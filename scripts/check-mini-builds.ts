/**
 * After `build:weapp` and `build:alipay`: each app.json declares every page of src/routes.ts,
 * the main package's in order and the rest in the sub-packages of SUB_PACKAGE_ROOTS (no tab page
 * in a sub-package), and the 4-tab bar with both icons of every tab present in the package.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROUTES, TAB_ROUTES, packagePages } from '../src/routes'

interface Tab {
  pagePath: string
  iconPath?: string
  selectedIconPath?: string
  // Alipay's names for the same things.
  icon?: string
  activeIcon?: string
}

interface SubPackage {
  root: string
  pages: string[]
}

interface AppJson {
  pages: string[]
  subPackages?: SubPackage[]
  subpackages?: SubPackage[]
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
  const expected = packagePages()
  const subPackages = app.subPackages ?? app.subpackages ?? []
  check(
    JSON.stringify(app.pages) === JSON.stringify(expected.pages),
    `${target}: main package pages differ from src/routes.ts`,
  )
  check(
    JSON.stringify(subPackages) === JSON.stringify(expected.subPackages),
    `${target}: sub-packages differ from src/routes.ts`,
  )
  const allPages = [
    ...app.pages,
    ...subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`)),
  ]
  check(
    JSON.stringify([...allPages].sort()) === JSON.stringify(Object.values(ROUTES).sort()),
    `${target}: the packages do not hold exactly the pages of src/routes.ts`,
  )
  const tabs = app.tabBar?.list ?? app.tabBar?.items ?? []
  check(tabs.length === 4, `${target}: ${tabs.length} tabs instead of 4`)
  tabs.forEach((tab, index) => {
    check(
      tab.pagePath === ROUTES[TAB_ROUTES[index]],
      `${target}: tab ${index} opens ${tab.pagePath}`,
    )
    check(app.pages.includes(tab.pagePath), `${target}: tab ${index} is not in the main package`)
    for (const icon of [tab.iconPath ?? tab.icon, tab.selectedIconPath ?? tab.activeIcon]) {
      check(
        !!icon && existsSync(path.join(dir, icon)),
        `${target}: tab ${index} icon ${icon} is missing`,
      )
    }
  })
  for (const page of allPages) {
    const ext = target === 'alipay' ? 'axml' : 'wxml'
    check(existsSync(path.join(dir, `${page}.js`)), `${target}: ${page}.js is missing`)
    check(
      existsSync(path.join(dir, `${page}.${ext}`)) || existsSync(path.join(dir, `${page}.json`)),
      `${target}: ${page} has no template`,
    )
  }
  if (!failed)
    console.log(
      `✓ ${target}: ${allPages.length} pages (${app.pages.length} in the main package, ${subPackages.length} sub-packages) and ${tabs.length} tabs with their icons`,
    )
}
process.exit(failed ? 1 : 0)
