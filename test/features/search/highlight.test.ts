import { splitByRanges } from '@/features/search/highlight'

const show = (text: string, ranges: [number, number][]) =>
  splitByRanges(text, ranges)
    .map((s) => (s.hit ? `[${s.text}]` : s.text))
    .join('')

test.each<[string, [number, number][], string]>([
  ['红烧肉', [[0, 2]], '[红烧]肉'],
  ['红烧肉', [[0, 3]], '[红烧肉]'],
  ['西红柿炒鸡蛋', [[4, 6]], '西红柿炒[鸡蛋]'],
  [
    '西红柿炒鸡蛋',
    [
      [1, 2],
      [4, 5],
    ],
    '西[红]柿炒[鸡]蛋',
  ],
  [
    '西红柿炒鸡蛋',
    [
      [4, 5],
      [1, 2],
    ],
    '西[红]柿炒[鸡]蛋',
  ],
  [
    '西红柿炒鸡蛋',
    [
      [1, 3],
      [2, 4],
    ],
    '西[红柿炒]鸡蛋',
  ],
  ['红烧肉', [[2, 9]], '红烧[肉]'],
  ['红烧肉', [[-3, 1]], '[红]烧肉'],
  ['红烧肉', [[2, 2]], '红烧肉'],
  ['红烧肉', [], '红烧肉'],
  ['', [[0, 1]], ''],
])('%s with %j → %s', (text, ranges, shown) => {
  expect(show(text, ranges)).toBe(shown)
})

test('ranges count UTF-16 units, as the server does', () => {
  // 𠮷 is two UTF-16 units.
  expect(show('𠮷野家', [[0, 2]])).toBe('[𠮷]野家')
})
