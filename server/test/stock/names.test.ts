import { lineKeys, nameKey } from '../../src/stock/names'

test.each([
  // How it was raised, kept or packed says nothing about what it is.
  ['土鸡蛋', '鸡蛋'],
  ['散养鸡蛋', '鸡蛋'],
  ['新鲜香菇', '香菇'],
  ['冷冻虾仁', '虾仁'],
  ['盒装牛奶', '牛奶'],
  ['鲜牛奶', '牛奶'],
  // What is in brackets, a count written into the name, widths and case.
  ['鸡蛋（大）', '鸡蛋'],
  ['鸡蛋 10个', '鸡蛋'],
  ['Ｍｉｌｋ', 'milk'],
  ['小 葱', '小葱'],
  // Regional names of one food.
  ['番茄', '西红柿'],
  ['马铃薯', '土豆'],
  ['香葱', '小葱'],
  ['生姜', '姜'],
])('%s is %s', (name, same) => {
  expect(nameKey(name)).toBe(nameKey(same))
})

test.each([
  // A qualifier word that is part of the name stays.
  ['土豆', '豆'],
  ['生抽', '老抽'],
  ['干辣椒', '辣椒'],
  ['鸡蛋', '鸡蛋清'],
  ['蒜', '蒜薹'],
])('%s is not %s', (name, other) => {
  expect(nameKey(name)).not.toBe(nameKey(other))
})

test('a recipe line answers to its name and its alias', () => {
  expect(lineKeys('鸡翅中', '鸡翅')).toEqual([nameKey('鸡翅中'), nameKey('鸡翅')])
  expect(lineKeys('番茄', '西红柿')).toEqual([nameKey('西红柿')])
})
