import { remembered } from '../../src/lib/remembered'

test('each key is computed once while remembered, and all are forgotten when full', () => {
  const computed: string[] = []
  const upper = remembered((key) => {
    computed.push(key)
    return key.toUpperCase()
  }, 2)
  expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A'])
  expect(computed).toEqual(['a', 'b'])
  upper('c') // full: a and b forgotten
  upper('a')
  expect(computed).toEqual(['a', 'b', 'c', 'a'])
})
