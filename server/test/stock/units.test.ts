import { convert, measureOf, sameKind, toMilli, fromMilli } from '../../src/stock/units'

const m = (unit: string) => {
  const measure = measureOf(unit)
  if (!measure) throw new Error(`no measure for ${unit}`)
  return measure
}

describe('measureOf', () => {
  test('mass and volume units, with Chinese and Latin spellings in any case', () => {
    expect(m('克')).toEqual({ dimension: 'mass', factor: 1, unit: 'g' })
    expect(m('KG')).toEqual({ dimension: 'mass', factor: 1000, unit: 'kg' })
    expect(m('公斤')).toEqual({ dimension: 'mass', factor: 1000, unit: 'kg' })
    expect(m('斤')).toMatchObject({ dimension: 'mass', factor: 500 })
    expect(m('两')).toMatchObject({ dimension: 'mass', factor: 50 })
    expect(m('mL')).toEqual({ dimension: 'volume', factor: 1, unit: 'ml' })
    expect(m('升')).toEqual({ dimension: 'volume', factor: 1000, unit: 'L' })
    expect(m('汤匙')).toMatchObject({ dimension: 'volume', factor: 15 })
    expect(m('tsp')).toMatchObject({ dimension: 'volume', factor: 5 })
  })

  test('anything else is a count that matches only itself; no unit is null', () => {
    expect(m('个')).toEqual({ dimension: 'count', factor: 1, unit: '个' })
    expect(m(' 瓶 ')).toEqual({ dimension: 'count', factor: 1, unit: '瓶' })
    // A Chinese spoon or bowl is any size: a count, not a volume.
    expect(m('勺').dimension).toBe('count')
    expect(m('碗').dimension).toBe('count')
    expect(measureOf('')).toBeNull()
    expect(measureOf(null)).toBeNull()
  })
})

describe('convert', () => {
  test.each([
    [1, 'kg', 'g', 1000],
    [250, 'g', 'kg', 0.25],
    [1, '斤', 'g', 500],
    [2, '两', '斤', 0.2],
    [1.5, 'L', 'ml', 1500],
    [2, '汤匙', 'ml', 30],
    [3, '个', '个', 3],
    // Plain piece counters are one count (SPEC §8.3: 个/只 counts): 2 只鸡蛋 are 2 个鸡蛋.
    [2, '只', '个', 2],
    [4, '颗', '枚', 4],
  ])('%d %s is %d %s', (quantity, from, to, expected) => {
    expect(convert(quantity, m(from), m(to))).toBeCloseTo(expected, 9)
  })

  test.each([
    ['个', 'g'],
    ['g', 'ml'],
    ['个', '根'],
    ['瓣', '颗'],
    ['瓶', 'L'],
  ])('%s and %s do not convert', (from, to) => {
    expect(sameKind(m(from), m(to))).toBe(false)
    expect(convert(1, m(from), m(to))).toBeNull()
  })
})

test('milli units round to thousandths and back', () => {
  expect(toMilli(0.1 + 0.2)).toBe(300)
  expect(toMilli(1.2345)).toBe(1235)
  expect(fromMilli(1500)).toBe(1.5)
})
