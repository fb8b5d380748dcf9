import { nameKey } from '../../src/stock/names'
import { planStock, type NeedLine, type PlanItem } from '../../src/stock/plan'

let nextId = 1
function stock(name: string, quantity: number, unit: string, bestBefore: string | null = null) {
  const item: PlanItem = {
    id: nextId++,
    name,
    nameKey: nameKey(name),
    quantityMilli: Math.round(quantity * 1000),
    unit,
    bestBefore,
  }
  return item
}
const need = (
  name: string,
  quantity: number | null,
  unit: string | null,
  alias: string | null = null,
): NeedLine => ({ name, alias, quantity, unit })

test('enough, short and missing by amount, with units converted', () => {
  const plan = planStock(
    [need('鸡蛋', 3, '个'), need('牛奶', 0.5, 'L'), need('面粉', 300, 'g'), need('黄油', 20, 'g')],
    [stock('鸡蛋', 10, '个'), stock('牛奶', 250, 'ml'), stock('面粉', 1, '斤')],
  )
  expect(plan.marks).toEqual(['enough', 'short', 'enough', 'missing'])
  expect(
    plan.lines.map(({ name, need, unit, have, status }) => [name, need, unit, have, status]),
  ).toEqual([
    ['鸡蛋', 3, '个', 10, 'enough'],
    ['牛奶', 0.5, 'L', 0.25, 'short'],
    ['面粉', 300, 'g', 500, 'enough'],
    ['黄油', 20, 'g', 0, 'missing'],
  ])
  // What cooking takes, in each item's own unit; never more than the item holds.
  expect(plan.lines[1]?.takes).toEqual([
    { itemId: expect.any(Number), name: '牛奶', amount: 250, unit: 'ml' },
  ])
  expect(plan.lines[2]?.takes).toEqual([
    { itemId: expect.any(Number), name: '面粉', amount: 0.6, unit: '斤' },
  ])
})

test('the same ingredient in two dishes adds up, and is taken soonest best-before first', () => {
  const older = stock('鸡蛋', 2, '个', '2026-11-23')
  const newer = stock('鸡蛋', 6, '个', '2026-12-10')
  const keeps = stock('鸡蛋', 6, '个', null)
  const plan = planStock([need('鸡蛋', 2, '个'), need('鸡蛋', 3, '个')], [keeps, newer, older])
  expect(plan.lines).toHaveLength(1)
  expect(plan.lines[0]).toMatchObject({ need: 5, have: 14, status: 'enough' })
  expect(plan.lines[0]?.takes).toEqual([
    { itemId: older.id, name: '鸡蛋', amount: 2, unit: '个' },
    { itemId: newer.id, name: '鸡蛋', amount: 3, unit: '个' },
  ])
})

test('an alias matches (生粉 is 淀粉), and lines sharing a name or alias are one ingredient', () => {
  const plan = planStock(
    [need('生粉', 10, 'g', '淀粉'), need('淀粉', 5, 'g')],
    [stock('淀粉', 100, 'g')],
  )
  expect(plan.lines).toHaveLength(1)
  expect(plan.lines[0]).toMatchObject({ name: '生粉', need: 15, have: 100, status: 'enough' })
  expect(plan.marks).toEqual(['enough', 'enough'])
})

test('names match across width, case and spaces', () => {
  const plan = planStock([need('Milk', 100, 'ml')], [stock('ｍｉｌｋ ', 1, 'L')])
  expect(plan.marks).toEqual(['enough'])
})

test('units that cannot be converted: some left counts as enough, nothing is taken', () => {
  const plan = planStock(
    [need('鸡蛋', 200, 'g'), need('葱', 2, '根')],
    [stock('鸡蛋', 4, '个'), stock('葱', 0, '根')],
  )
  expect(plan.lines[0]).toMatchObject({ status: 'enough', have: null, takes: [] })
  expect(plan.lines[1]).toMatchObject({ status: 'missing', have: 0, takes: [] })
})

test('适量 needs no amount: any stock is enough, none is missing, nothing is taken', () => {
  const plan = planStock([need('盐', null, null), need('糖', null, null)], [stock('盐', 400, 'g')])
  const salt = { itemId: plan.lines[0]?.from?.itemId ?? -1, name: '盐', amount: 400, unit: 'g' }
  expect(plan.lines).toEqual([
    {
      key: '盐\u001f',
      name: '盐',
      need: null,
      unit: 'g',
      have: null,
      status: 'enough',
      takes: [],
      optional: false,
      from: salt,
    },
    {
      key: '糖\u001f',
      name: '糖',
      need: null,
      unit: null,
      have: null,
      status: 'missing',
      takes: [],
      optional: false,
      from: null,
    },
  ])
  // Included with an amount, it comes from that item, never more than it holds.
  const items = [stock('盐', 400, 'g')]
  const chosen = planStock([need('盐', null, null)], items, new Map([['盐\u001f', 500]]))
  expect(chosen.lines[0]?.takes).toEqual([{ ...salt, itemId: items[0]?.id, amount: 400 }])
})

test('optional lines are planned after what the recipes need: ticking one changes no other', () => {
  const lines = [
    { ...need('糖', 5, 'g'), optional: true },
    need('冰糖', 5, 'g'),
    need('糖', 3, 'g'),
  ]
  const items = [stock('糖', 6, 'g')]
  // 糖 needed by one dish and optional in another: one line, needed (not all of it optional).
  expect(planStock(lines, items).lines[0]).toMatchObject({ optional: false, need: 8 })
  const apart = [{ ...need('白糖', 5, 'g'), optional: true }, need('糖', 3, 'g')]
  const both = [stock('糖', 6, 'g'), stock('白糖', 2, 'g')]
  const preview = planStock(apart, both)
  expect(preview.lines.map((l) => [l.name, l.optional, l.takes.map((x) => x.amount)])).toEqual([
    ['白糖', true, [2]],
    ['糖', false, [3]],
  ])
  // Cooking without ticking it takes nothing of it; ticked, what the preview showed.
  expect(planStock(apart, both, new Map()).lines[0]?.takes).toEqual([])
  const key = preview.lines[0]?.key ?? ''
  expect(planStock(apart, both, new Map([[key, null]])).lines[0]?.takes).toEqual(
    preview.lines[0]?.takes,
  )
})

test('适量 beside an amount of the same ingredient adds nothing to it', () => {
  const plan = planStock([need('盐', null, null), need('盐', 5, 'g')], [stock('盐', 3, 'g')])
  expect(plan.lines).toHaveLength(1)
  expect(plan.lines[0]).toMatchObject({ need: 5, have: 3, status: 'short' })
  expect(plan.marks).toEqual(['short', 'short'])
})

test('one ingredient in grams and in pieces plans twice, from items of each kind', () => {
  const plan = planStock(
    [need('姜', 10, 'g'), need('姜', 3, '片')],
    [stock('姜', 50, 'g'), stock('姜', 1, '片')],
  )
  expect(plan.lines.map((l) => [l.unit, l.need, l.have, l.status])).toEqual([
    ['g', 10, 50, 'enough'],
    ['片', 3, 1, 'short'],
  ])
})

test('a line without a unit counts pieces (鸡蛋 2 is two eggs)', () => {
  const plan = planStock([need('鸡蛋', 2, null)], [stock('鸡蛋', 1, '个')])
  expect(plan.lines[0]).toMatchObject({ unit: '个', need: 2, have: 1, status: 'short' })
  expect(plan.lines[0]?.takes).toEqual([expect.objectContaining({ amount: 1 })])
})

test('two ingredients drawing on one item never take more than it holds', () => {
  // 淀粉 is also 生粉's alias in another dish, written as its own name: same ingredient.
  const item = stock('淀粉', 12, 'g')
  const plan = planStock([need('淀粉', 10, 'g'), need('玉米淀粉', 10, 'g', '淀粉')], [item])
  const taken = plan.lines.flatMap((l) => l.takes).reduce((sum, t) => sum + t.amount, 0)
  expect(taken).toBe(12)
  expect(plan.lines[0]).toMatchObject({ need: 20, have: 12, status: 'short' })
})
