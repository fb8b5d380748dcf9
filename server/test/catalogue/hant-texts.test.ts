import { CATEGORIES } from '../../src/recipes/categories'
import { hantConverter } from '../../src/catalogue/hant-texts'
import type { PreparedRecipe } from '../../src/catalogue/prepare'
import { toTaiwanese } from '../../src/i18n/catalogue/zh-hant'

/** The Traditional texts the import stores beside the Simplified ones (migration 021). */
test('the ten category names are OpenCC’s', () => {
  expect(CATEGORIES.map((c) => c.nameHant)).toEqual(CATEGORIES.map((c) => toTaiwanese(c.name)))
  expect(CATEGORIES.find((c) => c.key === 'aquatic')?.nameHant).toBe('水產')
})

test('a step keeps its amounts on their numbers when a food word grows (土豆 → 馬鈴薯)', () => {
  const text = '土豆切块，加入两个土豆和 10 克盐'
  const recipe = {
    title: '土豆炖排骨',
    description: '这道菜',
    tips: '',
    ingredients: [{ name: '土豆', alias: null, note: '切块' }],
    steps: [
      {
        text,
        image: null,
        timerSeconds: null,
        amounts: [
          { start: 7, end: 8, quantity: 2, quantityLow: null, unit: '个' },
          { start: 13, end: 15, quantity: 10, quantityLow: null, unit: '克' },
        ],
      },
    ],
  } as unknown as PreparedRecipe
  const hant = hantConverter()(recipe)
  expect(hant.title).toBe('馬鈴薯燉排骨')
  expect(JSON.parse(hant.ingredientsJson)).toEqual([['馬鈴薯', null, '切塊']])
  const [step] = JSON.parse(hant.stepsJson) as {
    text: string
    amounts: { start: number; end: number }[]
  }[]
  expect(step?.text).toBe('馬鈴薯切塊，加入兩個馬鈴薯和 10 克鹽')
  expect(step?.amounts.map((a) => step.text.slice(a.start, a.end))).toEqual(['兩', '10'])
})

test('a step\'s measure word 只 after its amount reads 隻, "only" stays 只', () => {
  const text = '放入 20 只虾，只需煮 2 分钟'
  const recipe = {
    title: '白灼虾',
    description: '',
    tips: '',
    ingredients: [{ name: '虾', alias: null, note: '约 30 只' }],
    steps: [
      {
        text,
        image: null,
        timerSeconds: null,
        amounts: [{ start: 3, end: 5, quantity: 20, quantityLow: null, unit: '只' }],
      },
    ],
  } as unknown as PreparedRecipe
  const hant = hantConverter()(recipe)
  expect(JSON.parse(hant.ingredientsJson)).toEqual([['蝦', null, '約 30 隻']])
  const [step] = JSON.parse(hant.stepsJson) as {
    text: string
    amounts: { start: number; end: number }[]
  }[]
  expect(step?.text).toBe('放入 20 隻蝦，只需煮 2 分鐘')
  expect(step?.amounts.map((a) => step.text.slice(a.start, a.end))).toEqual(['20'])
})
