import { resolveFormulas } from '../../src/catalogue/formula'
import { mergeIngredients } from '../../src/catalogue/merge-ingredients'
import { parseIngredientLine } from '../../src/catalogue/parse-ingredient'
import type { ParsedIngredient } from '../../src/catalogue/parsed-ingredient'

type Shape = Partial<Omit<ParsedIngredient, 'raw'>>

function one(raw: string): ParsedIngredient {
  const lines = parseIngredientLine(raw)
  expect(lines).toHaveLength(1)
  return lines[0] as ParsedIngredient
}

const blank = {
  alias: null,
  quantity: null,
  quantityLow: null,
  unit: null,
  note: null,
  optional: false,
  roundUp: false,
  per: null,
}

describe('one line into name, quantity, unit and note (per serving)', () => {
  test.each<[string, Shape]>([
    [
      '- 肉蟹 1 只（大约 300g） * 份数',
      { name: '肉蟹', quantity: 1, unit: '只', note: '大约 300g' },
    ],
    ['- 咖喱块 15g（一小块）*份数', { name: '咖喱块', quantity: 15, unit: 'g', note: '一小块' }],
    ['- 椰浆 100ml*份数', { name: '椰浆', quantity: 100, unit: 'ml' }],
    ['- 老抽 10 ml', { name: '老抽', quantity: 10, unit: 'ml' }],
    ['- 开水 500 毫升', { name: '开水', quantity: 500, unit: 'ml' }],
    ['- 白砂糖 30 克', { name: '白砂糖', quantity: 30, unit: 'g' }],
    ['- 芝麻油，2mL。', { name: '芝麻油', quantity: 2, unit: 'ml' }],
    ['- 饮用水 1 升', { name: '饮用水', quantity: 1, unit: 'L' }],
    ['- 洋葱 0.25 个', { name: '洋葱', quantity: 0.25, unit: '个' }],
    ['- 味精: 1.5 克', { name: '味精', quantity: 1.5, unit: 'g' }],
    ['- 胡萝卜 1/4 根', { name: '胡萝卜', quantity: 0.25, unit: '根' }],
    ['- 白胡椒粉 1/2 勺', { name: '白胡椒粉', quantity: 0.5, unit: '勺' }],
    ['- 生粉 2 1/2 茶匙', { name: '生粉', quantity: 2.5, unit: '茶匙' }],
    ['- 青辣椒 = 份数 * 0.5 个', { name: '青辣椒', quantity: 0.5, unit: '个' }],
    ['- 大蒜 = 份数 * 5g。', { name: '大蒜', quantity: 5, unit: 'g' }],
    ['- 10 ml 老抽', { name: '老抽', quantity: 10, unit: 'ml' }],
    ['- 20 颗花椒', { name: '花椒', quantity: 20, unit: '颗' }],
    ['- 两瓣大蒜', { name: '大蒜', quantity: 2, unit: '瓣' }],
    ['- 一个鸡蛋', { name: '鸡蛋', quantity: 1, unit: '个' }],
    ['- 西红柿一个', { name: '西红柿', quantity: 1, unit: '个' }],
    ['- 胡萝卜 半 根', { name: '胡萝卜', quantity: 0.5, unit: '根' }],
    ['- 两**头**蒜 * 份数', { name: '蒜', quantity: 2, unit: '头' }],
    ['- 五花肉 250g', { name: '五花肉', quantity: 250, unit: 'g' }],
    ['- 十三香 5 克', { name: '十三香', quantity: 5, unit: 'g' }],
    ['- 北京二锅头酒 48 克', { name: '北京二锅头酒', quantity: 48, unit: 'g' }],
    ['- 冰块 160 克以上', { name: '冰块', quantity: 160, unit: 'g', note: '以上' }],
    ['- 温水(30-40 ℃) 150ml', { name: '温水', quantity: 150, unit: 'ml', note: '30-40 ℃' }],
    ['- 螺丝椒（可选）2 个 * 2 人', { name: '螺丝椒', quantity: 2, unit: '个', optional: true }],
    [
      '- 鸡蛋 = 1.5 个 * 份数，向上取整',
      { name: '鸡蛋', quantity: 1.5, unit: '个', roundUp: true },
    ],
    ['- 盐 份数\\*4g - 6g', { name: '盐', quantity: 6, quantityLow: 4, unit: 'g' }],
    ['- 青椒的数量 = 份数 * 3 个。', { name: '青椒', quantity: 3, unit: '个' }],
    ['- 辣椒的数量 = 1.5 只/三人。', { name: '辣椒', quantity: 0.5, unit: '只' }],
    ['- 红葱油可选 10g', { name: '红葱油', quantity: 10, unit: 'g', optional: true }],
    ['- 水 70 x 5 = 350g，', { name: '水', quantity: 350, unit: 'g' }],
    ['- 无骨鸡爪 生抽 75g = 15g * 5', { name: '无骨鸡爪 生抽', quantity: 75, unit: 'g' }],
    ['- 料酒或啤酒', { name: '料酒', alias: '啤酒' }],
    ['- 小葱/大葱/洋葱', { name: '小葱', alias: '大葱', note: '或洋葱' }],
    ['- 虾皮 = 份数 * 正常男子手抓半把', { name: '虾皮', note: '正常男子手抓半把' }],
  ])('%s', (raw, expected) => {
    expect(one(raw)).toMatchObject({ ...blank, ...expected, raw, parsed: true })
  })
})

describe('ranges keep the upper end as the quantity and the lower end beside it', () => {
  test.each<[string, Shape]>([
    ['- 小米辣 2-3 个', { name: '小米辣', quantity: 3, quantityLow: 2, unit: '个' }],
    ['- 盐 3-5g', { name: '盐', quantity: 5, quantityLow: 3, unit: 'g' }],
    ['- 冰糖 10~25 g', { name: '冰糖', quantity: 25, quantityLow: 10, unit: 'g' }],
    ['- 排骨  250g 到 500g', { name: '排骨', quantity: 500, quantityLow: 250, unit: 'g' }],
    [
      '- 叶菜类蔬菜：300g ~ 500g',
      { name: '叶菜类蔬菜', quantity: 500, quantityLow: 300, unit: 'g' },
    ],
    // From nothing: the cook may leave it out.
    ['- 辣椒油 (0-10ml)', { name: '辣椒油', quantity: 10, optional: true, unit: 'ml' }],
    ['- 糖 = 0-2g * 份数', { name: '糖', quantity: 2, optional: true, unit: 'g' }],
  ])('%s', (raw, expected) => {
    expect(one(raw)).toMatchObject({ ...blank, ...expected })
  })
})

test('适量 and 少许 have no quantity and say so in the note', () => {
  expect(one('- 盐 适量')).toMatchObject({ ...blank, name: '盐', note: '适量' })
  expect(one('- 红椒 少许 （切丝，装饰用）')).toMatchObject({
    ...blank,
    name: '红椒',
    note: '少许；切丝，装饰用',
  })
})

test('an alias is kept apart from the name', () => {
  expect(one('- 生粉（别称：淀粉）')).toMatchObject({ ...blank, name: '生粉', alias: '淀粉' })
  expect(one('- 青蟹（别称：肉蟹）')).toMatchObject({ name: '青蟹', alias: '肉蟹' })
})

test('a bare name is a parsed line without an amount, notes from its parentheses', () => {
  expect(one('- 洋葱')).toMatchObject({ ...blank, name: '洋葱', parsed: true })
  expect(one('- 干辣椒（不吃辣可以不放）')).toMatchObject({
    name: '干辣椒',
    note: '不吃辣可以不放',
  })
  expect(one('- [可选] 柠檬汁或白醋')).toMatchObject({
    name: '柠檬汁',
    alias: '白醋',
    note: null,
    optional: true,
  })
})

test('a list of names becomes one line per ingredient', () => {
  const lines = parseIngredientLine('- 小葱、姜、蒜、小米辣 （根据自己口味）')
  expect(lines.map((l) => [l.name, l.note])).toEqual([
    ['小葱', null],
    ['姜', null],
    ['蒜', null],
    ['小米辣', '根据自己口味'],
  ])
  expect(parseIngredientLine('- 网购蛋挞液 1 盒，蛋挞皮 1 盒').map((l) => l.name)).toEqual([
    '网购蛋挞液',
    '蛋挞皮',
  ])
})

test('an amount followed by remarks is one line, the remarks in the note', () => {
  expect(one('- 油：100-150ml，色拉油、猪油、花生油都可以')).toMatchObject({
    name: '油',
    quantity: 150,
    quantityLow: 100,
    unit: 'ml',
    note: '色拉油、猪油、花生油都可以',
  })
})

test.each([
  '- 注：如果有可能，请尽量把刀磨的锋利一些。',
  '- 冰淇淋底料:',
  '- 一般一个人一顿可以食用 12～20 个馄饨',
  '- 味精，看个人口味，不要放多，5g 即可。',
])('what cannot be read keeps its text, without an amount: %s', (raw) => {
  expect(one(raw)).toEqual({
    ...blank,
    name: raw.replace(/^- /, '').replace(/[。]$/, ''),
    raw,
    parsed: false,
  })
})

describe('formulas of another ingredient are kept to be resolved with the recipe', () => {
  test.each<[string, Shape]>([
    [
      '- 食用油 = 4ml * 鸡蛋/个',
      { name: '食用油', quantity: 4, unit: 'ml', per: { name: '鸡蛋', unit: '个' } },
    ],
    [
      '- 香叶量 = 兔肉斤数 * 5 片',
      { name: '香叶', quantity: 5, unit: '片', per: { name: '兔肉', unit: '斤' } },
    ],
    [
      '- 蒜量 = 兔肉斤数 * 二分之一头蒜',
      { name: '蒜', quantity: 0.5, unit: '头', per: { name: '兔肉', unit: '斤' } },
    ],
    [
      '- 面粉 = 青茄子数量 * 150 克',
      { name: '面粉', quantity: 150, unit: 'g', per: { name: '青茄子', unit: null } },
    ],
    [
      '- 淀粉 = 面粉 / 4 克',
      { name: '淀粉', quantity: 0.25, unit: 'g', per: { name: '面粉', unit: 'g' } },
    ],
    ['- 姜量 = 蒜量', { name: '姜', quantity: 1, per: { name: '蒜', unit: null } }],
    [
      '- 油 = （要烙饼的张数 * 10ml）',
      { name: '油', quantity: 10, unit: 'ml', per: { name: '烙饼', unit: '张' } },
    ],
  ])('%s', (raw, expected) => {
    expect(one(raw)).toMatchObject({ ...blank, ...expected })
  })

  const prepared = (...raws: string[]) =>
    resolveFormulas(mergeIngredients(raws.flatMap(parseIngredientLine)))

  test('an amount per egg becomes the recipe amount, and scales like any other', () => {
    const lines = prepared('- 鸡蛋 = 1.5 个 * 份数，向上取整', '- 食用油 = 4ml * 鸡蛋/个')
    expect(lines[1]).toMatchObject({ name: '食用油', quantity: 6, unit: 'ml', per: null })
  })

  test('a formula of a formula resolves its reference first', () => {
    const lines = prepared(
      '- 青茄子 = 份数 * 0.7 个',
      '- 面粉 = 青茄子数量 * 150 克',
      '- 淀粉 = 面粉 / 4 克',
    )
    expect(lines.map((l) => [l.name, l.quantity, l.unit])).toEqual([
      ['青茄子', 0.7, '个'],
      ['面粉', 105, 'g'],
      ['淀粉', 26.25, 'g'],
    ])
  })

  test('without the other amount the rule stays in words and nothing is taken on a guess', () => {
    const lines = prepared(
      '- 兔肉',
      '- 盐量 = 兔肉斤数 * 2 克',
      '- 蒜量 = 兔肉斤数 * 1 头',
      '- 姜量 = 蒜量',
    )
    expect(lines.map((l) => [l.name, l.quantity, l.note])).toEqual([
      ['兔肉', null, null],
      ['盐', null, '每斤兔肉 2 g'],
      ['蒜', null, '每斤兔肉 1 头'],
      ['姜', null, '与蒜同量'],
    ])
  })
})

describe('merging the two listings of one ingredient', () => {
  const merge = (...raws: string[]) => mergeIngredients(raws.flatMap(parseIngredientLine))

  test('the line with the amount wins, at the first place', () => {
    const lines = merge('- 洋葱', '- 鸡蛋', '- 洋葱 200g *份数')
    expect(lines.map((l) => [l.name, l.quantity, l.unit])).toEqual([
      ['洋葱', 200, 'g'],
      ['鸡蛋', null, null],
    ])
  })

  test('an alias is kept, and a name matching the alias merges too', () => {
    expect(merge('- 生粉（别称：淀粉）', '- 生粉 5g')).toEqual([
      expect.objectContaining({ name: '生粉', alias: '淀粉', quantity: 5, unit: 'g' }),
    ])
    expect(merge('- 青蟹（别称：肉蟹）', '- 肉蟹 1 只（大约 300g） * 份数')).toEqual([
      expect.objectContaining({ name: '青蟹', alias: '肉蟹', quantity: 1, note: '大约 300g' }),
    ])
  })

  test('notes of both are kept; 适量 drops beside a real amount', () => {
    expect(merge('- 咖喱块（推介乐惠蟹黄咖喱）', '- 咖喱块 15g（一小块）*份数')[0]?.note).toBe(
      '推介乐惠蟹黄咖喱；一小块',
    )
    expect(merge('- 盐 适量', '- 盐 2g')[0]).toMatchObject({ quantity: 2, note: null })
  })

  test('a name in another form is the same thing to buy; another ingredient is not', () => {
    expect(
      merge('- 鸡翅中', '- 鸡翅 10 ～ 12 只').map((l) => [l.name, l.alias, l.quantity]),
    ).toEqual([['鸡翅中', '鸡翅', 12]])
    expect(merge('- 小葱', '- 小葱挽成结')).toHaveLength(1)
    expect(merge('- 葱', '- 葱花 10g')[0]).toMatchObject({
      name: '葱',
      alias: '葱花',
      quantity: 10,
    })
    expect(merge('- 蒜 10g', '- 蒜薹 150g')).toHaveLength(2)
    expect(merge('- 柠檬 1 个', '- 柠檬汁 30ml')).toHaveLength(2)
  })

  test('optional stays optional whichever listing says it', () => {
    expect(merge('- 糖（可选）', '- 糖 = 2g * 份数')[0]).toMatchObject({
      quantity: 2,
      optional: true,
    })
  })

  test('two lines that both have an amount are two uses and stay apart', () => {
    expect(merge('- 姜 10g', '- 姜 5g')).toHaveLength(2)
  })

  test('unparsed lines are never merged', () => {
    expect(merge('- 冰淇淋底料:', '- 冰淇淋底料:')).toHaveLength(2)
  })
})
