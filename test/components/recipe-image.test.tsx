import TestUtils from '@tarojs/test-utils-react'
import type { CategoryKey, ImageWidth } from '@shared/recipes'
import RecipeImage from '@/components/recipe-image'
import { base64Ascii, categoryArt } from '@/components/recipe-image/art'
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
const photo = () => $('.recipe-image__photo')
const placeholderArt = () => $('.recipe-image__art')?.getAttribute('src')

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
    photo()!.dispatchEvent(new Event('error'))
  })
  expect(state()).toBe('failed')
  expect(photo()).toBeNull()
  expect(placeholderArt()).toBe(categoryArt('soup'))
})

test('a cover that loads replaces the drawing', async () => {
  await mount('https://media.example.invalid/2.jpg')
  utils.act(() => {
    photo()!.dispatchEvent(new Event('load'))
  })
  expect(state()).toBe('loaded')
  expect(photo()?.className).toContain('recipe-image__photo--loaded')
  expect($('.recipe-image__placeholder')).toBeNull()
})

test('a catalogue picture loads from our origin at the width the screen asks', async () => {
  await mount('/api/recipes/12/images/cover/0123456789')
  expect(photo()?.getAttribute('src')).toBe('/api/recipes/12/images/cover/0123456789?w=360')
  utils.unmout()
  await mount('/api/recipes/12/images/s0/0123456789', 'meat', 'none', 750)
  expect(photo()?.getAttribute('src')).toBe('/api/recipes/12/images/s0/0123456789?w=750')
})

test('a step picture that fails leaves nothing behind', async () => {
  await mount('https://media.example.invalid/3.jpg', 'meat', 'none')
  expect($('.recipe-image__placeholder')).toBeNull()
  utils.act(() => {
    photo()!.dispatchEvent(new Event('error'))
  })
  expect($('.recipe-image')).toBeNull()
})

test('each category has its own drawing, as an SVG data URI', () => {
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
  const uris = keys.map(categoryArt)
  expect(new Set(uris).size).toBe(keys.length)
  for (const uri of uris) {
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(uri.split(',')[1], 'base64').toString('ascii')
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64">.*<\/svg>$/,
    )
  }
})

test('base64 of ASCII matches Node for every padding length', () => {
  for (const text of ['', 'a', 'ab', 'abc', 'abcd', '<svg x="1"/>']) {
    expect(base64Ascii(text)).toBe(Buffer.from(text, 'ascii').toString('base64'))
  }
})
