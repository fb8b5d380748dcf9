import type { SearchHighlight } from '../../../types/recipes'
import { readerHighlight } from '../../src/search/reader-highlight'
import type { SearchRow } from '../../src/search/repository'

/** A hit's highlight marks the text the reader is shown (SPEC §8.4). */
const row = {
  title: '西红柿炒鸡蛋',
  title_hant: '番茄炒雞蛋',
} as SearchRow
const chinese: SearchHighlight = { field: 'title', text: '西红柿炒鸡蛋', ranges: [[4, 6]] }

test('words of the reader in the translated title mark that title', () => {
  expect(readerHighlight('en', 'tomato eggs', row, chinese)).toEqual({
    field: 'title',
    text: 'Stir-fried tomato and egg',
    ranges: [
      [11, 17],
      [22, 25],
    ],
  })
  expect(readerHighlight('fr', 'oeufs', row, chinese)).toEqual({
    field: 'title',
    text: 'Œufs brouillés à la tomate',
    ranges: [[0, 4]],
  })
})

test('a match in the Chinese only keeps the Chinese text, shown apart as "matched by"', () => {
  expect(readerHighlight('en', '鸡蛋', row, chinese)).toBe(chinese)
  expect(readerHighlight('zh-Hans', 'tomato', row, chinese)).toBe(chinese)
})

test('an ingredient matched is named in the reader’s words', () => {
  const egg: SearchHighlight = { field: 'ingredient', text: '鸡蛋', ranges: [[0, 2]] }
  expect(readerHighlight('es', '鸡蛋', row, egg)).toEqual({
    field: 'ingredient',
    text: 'huevo',
    ranges: [[0, 5]],
  })
})

test('zh-Hant: the stored title, its ranges kept only where lengths agree', () => {
  expect(readerHighlight('zh-Hant', '鸡蛋', row, chinese)).toEqual({
    field: 'title',
    text: '番茄炒雞蛋',
    ranges: [],
  })
  expect(readerHighlight('zh-Hant', '雞蛋', row, chinese).ranges).toEqual([[3, 5]])
  const same = { title: '红烧肉', title_hant: '紅燒肉' } as SearchRow
  const hit: SearchHighlight = { field: 'title', text: '红烧肉', ranges: [[0, 2]] }
  expect(readerHighlight('zh-Hant', '红烧', same, hit)).toEqual({ ...hit, text: '紅燒肉' })
})
