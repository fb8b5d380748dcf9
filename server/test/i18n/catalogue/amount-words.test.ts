import { localeWords, nounIn } from '../../../src/i18n/catalogue/glossary'
import {
  amountRow,
  amountSentence,
  looseOf,
  type AmountParts,
} from '../../../../types/words/amount-words'
import { pluralForm } from '../../../../types/words/plural'
import type { Locale } from '../../../../types/api'

/** Amounts as a cook of each language writes them, with the glossary's own nouns. */
function say(locale: Locale, name: string, parts: AmountParts): string {
  return amountSentence(localeWords(locale), nounIn(locale, name), parts)
}

function row(locale: Locale, name: string, parts: AmountParts): string {
  const { name: food, amount } = amountRow(localeWords(locale), nounIn(locale, name), parts)
  return `${food} | ${amount}`
}

const n = (quantity: number | null, unit: string | null, quantityLow: number | null = null) => ({
  quantity,
  quantityLow,
  unit,
})

test.each([
  ['en', '鸡蛋', n(2, '个'), '2 eggs'],
  ['en', '鸡蛋', n(1, '个'), '1 egg'],
  ['en', '鸡蛋', n(3, null, 2), '2–3 eggs'],
  ['en', '蒜', n(3, '瓣'), '3 cloves of garlic'],
  ['en', '蒜', n(1, '瓣'), '1 clove of garlic'],
  ['en', '大蒜', n(1, '个'), '1 head of garlic'],
  ['en', '洋葱', n(0.5, '个'), '½ onion'],
  ['en', '猪肉', n(200, 'g'), '200 g pork'],
  ['en', '土豆', n(300, 'g'), '300 g potatoes'],
  ['en', '生抽', n(0.5, '汤匙'), '½ tbsp light soy sauce'],
  ['en', '柠檬', n(2, '片'), '2 slices of lemon'],
  ['en', '香叶', n(2, '片'), '2 bay leaves'],
  ['en', '香菜', n(1, '棵'), '1 sprig of coriander'],
  ['en', '冰糖', n(3, '块'), '3 lumps of rock sugar'],
  ['en', '芹菜', n(2, '根'), '2 sticks of celery'],
  ['en', '猪肉', n(1.5, '斤'), '750 g pork'],
  ['en', '牛肉', n(3, '斤'), '1.5 kg beef'],
  ['en', '饺子', n(1, '袋'), '1 bag of dumplings'],
  ['en', '鸭子', n(500, 'g'), '500 g duck'],
  ['en', '鸭子', n(1, '只'), '1 duck'],
  ['en', '盐', { quantity: null, unit: null, loose: '适量' }, 'salt as needed'],
  ['en', '小米辣', { quantity: null, unit: null, loose: '少许' }, "a few bird's eye chillies"],
  ['es', '鸡蛋', n(2, '个'), '2 huevos'],
  ['es', '洋葱', n(1, '个'), '1 cebolla'],
  ['es', '洋葱', n(2, '个'), '2 cebollas'],
  ['es', '猪肉', n(200, 'g'), '200 g de cerdo'],
  ['es', '牛排', n(450, 'g'), '450 g de filete de ternera'],
  ['es', '蒜', n(3, '瓣'), '3 dientes de ajo'],
  ['es', '吐司', n(2, '片'), '2 rebanadas de pan de molde'],
  ['es', '生抽', n(1.5, '茶匙'), '1½ cucharaditas de salsa de soja clara'],
  ['es', '牛奶', n(1.5, 'L'), '1,5 l de leche'],
  ['es', '盐', { quantity: null, unit: null, loose: '适量' }, 'sal al gusto'],
  ['es', '洋葱', { quantity: null, unit: null, loose: '若干' }, 'unas cuantas cebollas'],
  ['es', '面粉', { quantity: null, unit: null, loose: '少许' }, 'un poco de harina'],
  ['fr', '鸡蛋', n(2, '个'), '2 œufs'],
  ['fr', '鸡蛋', n(1, '个'), '1 œuf'],
  ['fr', '蒜', n(3, '瓣'), "3 gousses d'ail"],
  ['fr', '蒜', n(1, '瓣'), "1 gousse d'ail"],
  ['fr', '猪肉', n(200, 'g'), '200 g de porc'],
  ['fr', '洋葱', n(200, 'g'), "200 g d'oignons"],
  ['fr', '橄榄油', n(0.5, '汤匙'), "½ c. à soupe d'huile d'olive"],
  ['fr', '四季豆', n(300, 'g'), '300 g de haricots verts'],
  ['fr', '勺', n(1.5, '勺'), '1½ cuillerée de 勺'],
  ['fr', '面粉', { quantity: null, unit: null, loose: '若干' }, 'de la farine'],
  ['fr', '油', { quantity: null, unit: null, loose: '若干' }, "de l'huile"],
  ['fr', '盐', { quantity: null, unit: null, loose: '若干' }, 'du sel'],
  ['fr', '油', { quantity: null, unit: null, loose: '少许' }, "un peu d'huile"],
  ['fr', '豆角', { quantity: null, unit: null, loose: '若干' }, 'quelques haricots verts'],
  ['es', '面条', { quantity: null, unit: null, loose: '若干' }, 'unos cuantos fideos'],
  ['en', '花生', { quantity: null, unit: null, loose: '少许' }, 'a few peanuts'],
  ['zh-Hans', '鸡蛋', n(2, '个'), '2 个鸡蛋'],
  ['zh-Hant', '鸡蛋', n(2, '个'), '2 個鸡蛋'],
  ['zh-Hans', '盐', { quantity: null, unit: null, loose: '适量' }, '盐适量'],
] as const)('%s %s %j reads "%s"', (locale, name, parts, expected) => {
  expect(say(locale, name, parts)).toBe(expected)
})

test.each([
  ['en', '鸡蛋', n(2, '个'), 'Eggs | 2'],
  ['en', '鸡蛋', n(1, '个'), 'Egg | 1'],
  ['en', '蒜', n(3, '瓣'), 'Garlic | 3 cloves'],
  ['en', '猪肉', n(200, 'g'), 'Pork | 200 g'],
  ['en', '盐', { quantity: null, unit: null, loose: '适量' }, 'Salt | as needed'],
  ['en', '菜刀', n(null, null), 'Kitchen knife | '],
  ['es', '洋葱', n(1, '个'), 'Cebolla | 1'],
  ['es', '洋葱', n(2, '个'), 'Cebollas | 2'],
  ['es', '盐', { quantity: null, unit: null, loose: '适量' }, 'Sal | al gusto'],
  ['fr', '鸡蛋', n(2, '个'), 'Œufs | 2'],
  ['fr', '蒜', n(3, '瓣'), 'Ail | 3 gousses'],
  ['fr', '小米辣', { quantity: null, unit: null, loose: '少许' }, 'Piments oiseaux | quelques'],
  ['zh-Hans', '鸡蛋', n(2, '个'), '鸡蛋 | 2 个'],
] as const)('a list row of %s %s %j is "%s"', (locale, name, parts, expected) => {
  expect(row(locale, name, parts)).toBe(expected)
})

test("a cook's own word keeps its spelling, with the amount in the reader's language", () => {
  expect(say('en', '自制辣酱', n(2, '勺'))).toBe('2 spoonfuls of 自制辣酱')
  expect(say('fr', 'harissa maison', n(1, '汤匙'))).toBe("1 c. à soupe d'harissa maison")
  expect(say('es', 'salsa casera', n(2, 'tarro'))).toBe('2 tarro de salsa casera')
})

test('plural forms follow each language: French counts 1.5 and 0 as one', () => {
  expect([0, 0.5, 1, 1.5, 2].map((v) => pluralForm('en', v))).toEqual([
    'other',
    'other',
    'one',
    'other',
    'other',
  ])
  expect([0, 0.5, 1, 1.5, 2].map((v) => pluralForm('fr', v))).toEqual([
    'one',
    'one',
    'one',
    'one',
    'other',
  ])
  expect(pluralForm('es', 1)).toBe('one')
  expect(pluralForm('zh-Hans', 1)).toBe('other')
})

test('a loose amount is read from the note the parser keeps', () => {
  expect(looseOf('适量')).toBe('适量')
  expect(looseOf('少许；切碎')).toBe('少许')
  expect(looseOf('切碎')).toBeNull()
  expect(looseOf(null)).toBeNull()
})
