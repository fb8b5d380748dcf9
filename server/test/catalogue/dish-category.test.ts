import { dishCategory } from '../../src/catalogue/dish-category'

const key = (category: string, names: string[]) => dishCategory(category, names)?.key

test('a 荤菜 dish of fish or seafood, with no meat, is a seafood dish', () => {
  expect(key('荤菜', ['鳜鱼', '大葱', '生抽'])).toBe('aquatic')
  expect(key('荤菜', ['罗氏虾', '蚝油', '黄油'])).toBe('aquatic')
  expect(key('荤菜', ['油麦菜', '鲮鱼罐头', '蒜'])).toBe('aquatic')
})

test('meat keeps a dish a meat dish, and sauces named after the sea are not seafood', () => {
  expect(key('荤菜', ['排骨', '鱼露'])).toBe('meat')
  expect(key('荤菜', ['瘦肉', '蟹味菇', '鸡蛋'])).toBe('meat')
  expect(key('荤菜', ['猪里脊', '鱼香汁'])).toBe('meat')
  expect(key('荤菜', ['牛腩', '蚝油', '螺丝椒'])).toBe('meat')
  expect(key('荤菜', ['鸡蛋', '虾皮'])).toBe('meat')
})

test('other categories stay as their source files them; an unknown one is undefined', () => {
  expect(key('素菜', ['油麦菜', '鲮鱼罐头'])).toBe('vegetable')
  expect(key('汤', ['昂刺鱼', '豆腐'])).toBe('soup')
  expect(key('夜宵', ['鱼'])).toBeUndefined()
})
