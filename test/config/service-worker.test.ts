import { readFileSync } from 'node:fs'
import {
  SERVICE_WORKER_TEMPLATE,
  serviceWorkerSource,
  shellFiles,
} from '../../config/service-worker'

const BUILD = [
  'index.html',
  'js/app.ec355d4b.js',
  'js/app.ec355d4b.js.LICENSE.txt',
  'js/116.1aa45ef0.js',
  'js/locale-en.586d272c.js',
  'css/app.9328f226.css',
  'css/116.aa9aa61b.css',
  'js/app.ec355d4b.js.map',
  'static/images/assets/tabbar/home.png',
  'static/images/assets/tabbar/home-active.png',
  'static/art/meat.6e8c7252.svg',
]

test('the shell is the page, every script and stylesheet, the tab icons and the drawings', () => {
  expect(shellFiles(BUILD)).toEqual([
    '/',
    '/css/116.aa9aa61b.css',
    '/css/app.9328f226.css',
    '/js/116.1aa45ef0.js',
    '/js/app.ec355d4b.js',
    '/js/locale-en.586d272c.js',
    '/static/art/meat.6e8c7252.svg',
    '/static/images/assets/tabbar/home-active.png',
    '/static/images/assets/tabbar/home.png',
  ])
})

test('the worker changes with any file of the release, and only then', () => {
  const template = readFileSync(SERVICE_WORKER_TEMPLATE, 'utf8')
  const files = shellFiles(BUILD)
  const source = serviceWorkerSource(template, files, ['<html>', 'png'])
  expect(source.startsWith(`const SHELL = ${JSON.stringify(files)}\nconst VERSION = '`)).toBe(true)
  expect(source.endsWith(template)).toBe(true)
  expect(serviceWorkerSource(template, files, ['<html>', 'png'])).toBe(source)
  // A new page (a new script name), a changed index.html or a redrawn tab icon.
  expect(
    serviceWorkerSource(template, [...files, '/js/9.12345678.js'], ['<html>', 'png']),
  ).not.toBe(source)
  expect(serviceWorkerSource(template, files, ['<html lang>', 'png'])).not.toBe(source)
  expect(serviceWorkerSource(template, files, ['<html>', 'png2'])).not.toBe(source)
})
