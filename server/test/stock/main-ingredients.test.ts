import { isMainFood, isMainLine, mainLines } from '../../src/stock/main-ingredients'
import type { NeedLine } from '../../src/stock/plan'

const line = (name: string, quantity: number | null, unit: string | null, optional = false) =>
  ({ name, alias: null, quantity, unit, optional }) satisfies NeedLine

test('main foods: not seasonings, aromatics or water; a cook’s own words count', () => {
  for (const name of [
    '鸡蛋',
    '土鸡蛋',
    '鸡翅中',
    '西红柿',
    '番茄',
    '洋葱',
    '蒜苗',
    '可乐',
    '豆腐',
  ]) {
    expect([name, isMainFood(name)]).toEqual([name, true])
  }
  for (const name of [
    '盐',
    '食用油',
    '白糖',
    '生抽',
    '葱',
    '葱花',
    '小葱',
    '姜片',
    '大蒜',
    '清水',
  ]) {
    expect([name, isMainFood(name)]).toEqual([name, false])
  }
  expect(isMainFood('自家腌的酸菜')).toBe(true)
})

test('a main line has an amount, is not optional, and is food rather than a tool', () => {
  expect(isMainLine(line('鸡蛋', 2, '个'))).toBe(true)
  expect(isMainLine(line('鸡蛋', 2, '个', true))).toBe(false)
  expect(isMainLine(line('鸡蛋', null, null))).toBe(false)
  expect(isMainLine(line('可乐', 500, 'ml'))).toBe(true)
  expect(isMainLine(line('啤酒', 1, '瓶'))).toBe(true)
  expect(isMainLine(line('菜刀', 1, '个'))).toBe(false)
  expect(isMainLine(line('开水', 350, 'ml'))).toBe(false)
})

test('a dish whose lines are all 适量 is made of its foods; a sauce of its seasonings', () => {
  const soup = [line('牛肉', null, null), line('番茄', null, null), line('盐', null, null)]
  expect(mainLines(soup)).toEqual([true, true, false])
  expect(mainLines([line('生抽', 10, 'ml'), line('白糖', 5, 'g')])).toEqual([true, true])
  expect(mainLines([line('鸡蛋', 2, '个'), line('牛肉', null, null)])).toEqual([true, false])
})
