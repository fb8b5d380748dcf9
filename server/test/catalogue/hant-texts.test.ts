import { CATEGORIES } from '../../src/catalogue/categories'
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
