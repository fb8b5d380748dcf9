import { readFileSync } from 'node:fs'
import path from 'node:path'
import TestUtils from '@tarojs/test-utils-react'
import type { CategoryKey, ImageWidth } from '@shared/recipes'
import RecipeImage from '@/components/recipe-image'
import { categoryArt } from '@/components/recipe-image/art'
import { pictureIn } from '../helpers/controls'
import { $, quietActWarning } from '../helpers/page'

let utils: TestUtils

async function mount(
  src: string | null,
  category: CategoryKey = 'meat',
  fallback?: 'art' | 'none',
  width?: ImageWidth,
) {
  utils = new TestUtils()
  await utils.mount(RecipeImage, { props: { src, category, fallback, width } })
}

const state = () => $('.recipe-image')?.getAttribute('data-state')
/** The photo's box (it takes the screen's classes) and the picture the browser loads in it. */
const photo = () => $('.recipe-image__photo')
const picture = () => pictureIn('.recipe-image__photo')
const placeholderArt = () => pictureIn('.recipe-image__art')?.getAttribute('src')

beforeEach(() => quietActWarning())
afterEach(() => {
  utils.unmout()
  jest.restoreAllMocks()
})

test('no cover: the category drawing, and no photo element at all', async () => {
  await mount(null, 'aquatic')
  expect(state()).toBe('failed')
  expect(photo()).toBeNull()
  expect(placeholderArt()).toBe(categoryArt('aquatic'))
})

test('a cover that fails to load gives way to the drawing (never a broken image)', async () => {
  await mount('https://media.example.invalid/1.jpg', 'soup')
  expect(state()).toBe('loading')
  // The drawing shows underneath while the photo loads.
  expect(placeholderArt()).toBe(categoryArt('soup'))
  utils.act(() => {
    picture()!.dispatchEvent(new Event('error'))
  })
  expect(state()).toBe('failed')
  expect(photo()).toBeNull()
  expect(placeholderArt()).toBe(categoryArt('soup'))
})

test('a cover that loads replaces the drawing', async () => {
  await mount('https://media.example.invalid/2.jpg')
  utils.act(() => {
    picture()!.dispatchEvent(new Event('load'))
  })
  expect(state()).toBe('loaded')
  expect(photo()?.className).toContain('recipe-image__photo--loaded')
  expect($('.recipe-image__placeholder')).toBeNull()
})

test('a catalogue picture loads from our origin at the width the screen asks', async () => {
  await mount('/api/recipes/12/images/cover/0123456789')
  expect(picture()?.getAttribute('src')).toBe('/api/recipes/12/images/cover/0123456789?w=360')
  utils.unmout()
  await mount('/api/recipes/12/images/s0/0123456789', 'meat', 'none', 750)
  expect(picture()?.getAttribute('src')).toBe('/api/recipes/12/images/s0/0123456789?w=750')
})

test('a step picture that fails leaves nothing behind', async () => {
  await mount('https://media.example.invalid/3.jpg', 'meat', 'none')
  expect($('.recipe-image__placeholder')).toBeNull()
  utils.act(() => {
    picture()!.dispatchEvent(new Event('error'))
  })
  expect($('.recipe-image')).toBeNull()
})

test('each category has its own drawing, a 64×64 SVG file of plain shapes', () => {
  const keys: CategoryKey[] = [
    'meat',
    'vegetable',
    'aquatic',
    'breakfast',
    'staple',
    'soup',
    'dessert',
    'drink',
    'condiment',
    'semi-finished',
  ]
  const files = keys.map(categoryArt)
  expect(new Set(files).size).toBe(keys.length)
  for (const [index, file] of files.entries()) {
    expect(file).toBe(`src/components/recipe-image/art/${keys[index]}.svg`)
    const svg = readFileSync(path.join(__dirname, '..', '..', file), 'ascii').trim()
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64">[^]*<\/svg>$/,
    )
    // Shapes only: nothing a mini-program's image could refuse or a browser would run.
    expect(svg).not.toMatch(/<(script|image|use|foreignObject|style)\b|href=|on[a-z]+=/i)
  }
})

test('an unknown category key draws the staple bowl rather than nothing', () => {
  expect(categoryArt('lunch' as CategoryKey)).toBe(categoryArt('staple'))
})
