import { withQuery } from '@/services/query-string'

test('leaves out what is not given, and encodes the rest', () => {
  expect(
    withQuery('/search/dishes', { q: '红烧 肉', categoryId: undefined, page: 1, x: null, y: '' }),
  ).toBe('/search/dishes?q=%E7%BA%A2%E7%83%A7%20%E8%82%89&page=1')
  expect(withQuery('/categories', {})).toBe('/categories')
  expect(withQuery('/today-eat', { useStock: true, seed: 0 })).toBe(
    '/today-eat?useStock=true&seed=0',
  )
})
