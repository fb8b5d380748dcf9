import queryString from 'query-string'
import { parse } from '@/components/taro-h5/query-string'

// What Taro's router and H5 APIs hand to `parse`: a location's search, a hash route's query.
const QUERIES = [
  '',
  '?',
  '#',
  '&&',
  '  ?id=12&servings=2  ',
  '?stamp=AB&id=5',
  '#id=5',
  '&a=1',
  'b=2&a=1&c=3',
  'q=%E7%BA%A2%E7%83%A7%E8%82%89&page=1',
  'q=red+pork&x=a%2Bb',
  'flag&x=',
  'x=1&x=2&x=3',
  'x&x=&x=0',
  'a=b=c',
  '=value',
  'k=%E4%BD%A0%E5%A5%BD%20%21',
  'name=%41%42%43&empty=%20',
]

test.each(QUERIES)('parse(%j) answers as the query-string package does', (query) => {
  for (const options of [undefined, { decode: false }]) {
    expect({ ...parse(query, options) }).toEqual({ ...queryString.parse(query, options) })
    // Keys in the same (sorted) order.
    expect(Object.keys(parse(query, options))).toEqual(
      Object.keys(queryString.parse(query, options)),
    )
  }
})

test.each(['q=%E7%BA%A2%E7', 'x=%ZZ%41', 'a=%E4%BD%A0%E5%A5', 'b=%%41%C3%A9%FF', 'c=100%'])(
  'a malformed escape in %j keeps its text, and what decodes around it is decoded',
  (query) => {
    expect({ ...parse(query) }).toEqual({ ...queryString.parse(query) })
  },
)

test('anything but a string is an empty query', () => {
  expect({ ...parse(undefined) }).toEqual({})
  expect({ ...parse(12) }).toEqual({})
})
