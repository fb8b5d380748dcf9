import type { UserInfo } from '../../../types/api'
import type {
  BindShopResult,
  InviteCode,
  Kitchen,
  StockItemDetail,
  StockPage,
} from '../../../types/kitchen'
import {
  BindShopReplySchema,
  InviteCodeReplySchema,
  KitchenReplySchema,
} from '../../src/kitchen/schemas'
import { StockItemDetailReplySchema, StockPageReplySchema } from '../../src/stock/schemas'
import { makeAuthApp, MINUTE, type AuthTestApp } from '../auth/support'
import { addItem, content, person, refusal, send, type Person } from '../stock/support'

let t: AuthTestApp
let alice: Person
let bob: Person
let carol: Person

beforeEach(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  carol = await person(t, 'Carol')
}, 30_000)
afterEach(async () => {
  await t.close()
})

const kitchen = (token: string) =>
  content<Kitchen>(t, KitchenReplySchema, 'GET', '/api/kitchen', { token })
const codeOf = async (owner: Person) =>
  (
    await content<InviteCode>(t, InviteCodeReplySchema, 'POST', '/api/kitchen/invite-code', {
      token: owner.token,
    })
  ).code
const join = async (who: Person, owner: Person, merge?: boolean) =>
  content<BindShopResult>(t, BindShopReplySchema, 'POST', '/api/auth/user/bind-shop', {
    token: who.token,
    body: { inviteCode: await codeOf(owner), ...(merge === undefined ? {} : { merge }) },
  })
const leave = (who: Person) =>
  content<BindShopResult>(t, BindShopReplySchema, 'DELETE', '/api/kitchen/members/me', {
    token: who.token,
  })
const kitchenIds = async () =>
  (await t.app.db.selectFrom('kitchens').select('id').orderBy('id').execute()).map((k) => k.id)
const roles = async (who: Person) =>
  (await kitchen(who.token)).members.map((m) => `${m.nickname}:${m.role}`)

test('joining with an empty kitchen drops it; the user’s info names the new kitchen', async () => {
  expect(await kitchenIds()).toEqual([alice.kitchenId, bob.kitchenId, carol.kitchenId])
  expect(await join(bob, alice)).toEqual({
    kitchen: { id: alice.kitchenId, name: 'Alice的厨房', role: 'member' },
  })
  expect(await kitchenIds()).toEqual([alice.kitchenId, carol.kitchenId])
  const info = await send(t, 'GET', '/api/auth/user/info', { token: bob.token })
  expect((info.json().content as UserInfo).kitchen).toEqual({
    id: alice.kitchenId,
    name: 'Alice的厨房',
    role: 'member',
  })
  expect(await roles(alice)).toEqual(['Alice:owner', 'Bob:member'])
})

test('joining your own kitchen is a clear 409', async () => {
  await join(bob, alice)
  const code = await codeOf(alice)
  for (const who of [alice, bob]) {
    expect(
      await refusal(t, 'POST', '/api/auth/user/bind-shop', {
        token: who.token,
        body: { inviteCode: code },
      }),
    ).toEqual({ status: 409, code: 40930, msg: '你已经在这个厨房里了' })
  }
})

test('alone with stock: refused unless merged; merging moves items and their history', async () => {
  const rice = await addItem(t, bob.token, { name: '大米', quantity: 5, unit: 'kg' })
  await addItem(t, bob.token, { name: '鸡蛋', quantity: 6, unit: '个' })
  await send(t, 'POST', `/api/stock/${rice.id}/movements`, {
    token: bob.token,
    body: { delta: -1, reason: 'adjust' },
  })
  const code = await codeOf(alice)
  expect(
    await refusal(t, 'POST', '/api/auth/user/bind-shop', {
      token: bob.token,
      body: { inviteCode: code },
      language: 'en',
    }),
  ).toEqual({
    status: 409,
    code: 40931,
    msg: 'Your current kitchen still holds 2 stock items. To join, choose to bring them along',
  })
  expect(await kitchenIds()).toContain(bob.kitchenId)
  expect((await kitchen(bob.token)).id).toBe(bob.kitchenId)

  await join(bob, alice, true)
  expect(await kitchenIds()).not.toContain(bob.kitchenId)
  const stock = await content<StockPage>(t, StockPageReplySchema, 'GET', '/api/stock', {
    token: alice.token,
  })
  expect(stock.list.map((i) => i.name).sort()).toEqual(['大米', '鸡蛋'])
  const moved = await content<StockItemDetail>(
    t,
    StockItemDetailReplySchema,
    'GET',
    `/api/stock/${rice.id}`,
    { token: alice.token },
  )
  expect(moved.movements.map((m) => [m.reason, m.delta, m.by?.nickname])).toEqual([
    ['adjust', -1, 'Bob'],
    ['purchase', 5, 'Bob'],
  ])
  expect((await kitchen(alice.token)).itemCount).toBe(2)
})

test('leaving others behind keeps the old kitchen, its stock, and hands on ownership', async () => {
  await join(bob, alice)
  t.clock.advance(MINUTE)
  await join(carol, alice)
  await addItem(t, alice.token, { name: '盐', quantity: 1, unit: '袋' })
  const dave = await person(t, 'Dave')
  // Alice owns a kitchen with stock and two members, and joins Dave's: no merge question.
  const moved = await join(alice, dave)
  expect(moved.kitchen).toEqual({ id: dave.kitchenId, name: 'Dave的厨房', role: 'member' })
  expect(await roles(bob)).toEqual(['Bob:owner', 'Carol:member'])
  expect((await kitchen(bob.token)).itemCount).toBe(1)
  expect(await kitchenIds()).toContain(alice.kitchenId)
}, 30_000)

test('a member leaves for a kitchen of their own, in the same time zone', async () => {
  await join(bob, alice)
  await send(t, 'PUT', '/api/kitchen', {
    token: alice.token,
    body: { timeZone: 'Europe/Paris' },
  })
  await send(t, 'PUT', '/api/auth/user/info', { token: bob.token, body: { locale: 'fr' } })
  t.clock.advance(MINUTE)
  const left = await leave(bob)
  expect(left.kitchen).toEqual({ id: expect.any(Number), name: 'Cuisine de Bob', role: 'owner' })
  expect(await kitchen(bob.token)).toMatchObject({
    id: left.kitchen.id,
    timeZone: 'Europe/Paris',
    role: 'owner',
    members: [{ userId: bob.userId, role: 'owner', joinedAt: '2025-03-01T08:01:00.000Z' }],
    itemCount: 0,
  })
  expect(await roles(alice)).toEqual(['Alice:owner'])
})

test('an owner who leaves hands the kitchen to the member who joined first', async () => {
  await join(bob, alice)
  t.clock.advance(MINUTE)
  await join(carol, alice)
  await leave(alice)
  expect(await roles(carol)).toEqual(['Bob:owner', 'Carol:member'])
  expect((await kitchen(alice.token)).name).toBe('Alice的厨房')
  expect((await kitchen(alice.token)).id).not.toBe(alice.kitchenId)
})

test('the only member cannot leave', async () => {
  expect(await refusal(t, 'DELETE', '/api/kitchen/members/me', { token: alice.token })).toEqual({
    status: 409,
    code: 40932,
    msg: '你是这个厨房唯一的成员，不能退出；可以用邀请码加入别人的厨房',
  })
  expect(await kitchenIds()).toContain(alice.kitchenId)
})

test('the owner removes a member, who gets an empty kitchen named in their language', async () => {
  await join(bob, alice)
  await join(carol, alice)
  await send(t, 'PUT', '/api/auth/user/info', { token: bob.token, body: { locale: 'en' } })
  const after = await content<Kitchen>(
    t,
    KitchenReplySchema,
    'DELETE',
    `/api/kitchen/members/${bob.userId}`,
    { token: alice.token },
  )
  expect(after.members.map((m) => m.nickname)).toEqual(['Alice', 'Carol'])
  expect(await kitchen(bob.token)).toMatchObject({
    name: "Bob's kitchen",
    role: 'owner',
    itemCount: 0,
  })
})

test('removing: owners only, never yourself, only members of your kitchen', async () => {
  await join(bob, alice)
  await join(carol, alice)
  const remove = (who: Person, userId: number) =>
    refusal(t, 'DELETE', `/api/kitchen/members/${userId}`, { token: who.token })
  expect(await remove(bob, carol.userId)).toEqual({
    status: 403,
    code: 40330,
    msg: '只有厨房主人可以这样做',
  })
  expect(await remove(alice, alice.userId)).toEqual({
    status: 400,
    code: 40031,
    msg: '不能把自己移出厨房；要离开，请使用“退出厨房”',
  })
  const dave = await person(t, 'Dave')
  for (const userId of [dave.userId, 9999]) {
    expect(await remove(alice, userId)).toEqual({
      status: 404,
      code: 40430,
      msg: `这个厨房里没有这位成员（id ${userId}）`,
    })
  }
  expect(await roles(alice)).toEqual(['Alice:owner', 'Bob:member', 'Carol:member'])
  expect((await kitchen(dave.token)).id).toBe(dave.kitchenId)
}, 30_000)

test('the owner renames the kitchen and sets its time zone; members cannot', async () => {
  const renamed = await content<Kitchen>(t, KitchenReplySchema, 'PUT', '/api/kitchen', {
    token: alice.token,
    body: { name: '  我们家 ', timeZone: 'America/New_York' },
  })
  expect(renamed).toMatchObject({ name: '我们家', timeZone: 'America/New_York', role: 'owner' })
  await join(bob, alice)
  expect(
    await refusal(t, 'PUT', '/api/kitchen', { token: bob.token, body: { name: '我的' } }),
  ).toEqual({ status: 403, code: 40330, msg: '只有厨房主人可以这样做' })
  const refuse = (body: object) => refusal(t, 'PUT', '/api/kitchen', { token: alice.token, body })
  expect((await refuse({ name: ' ' })).msg).toBe('body/name：不能为空')
  expect((await refuse({ name: '厨'.repeat(41) })).msg).toBe('body/name：最多 40 个字符')
  expect((await refuse({ timeZone: 'Mars/Olympus' })).msg).toBe(
    'body/timeZone：不是有效的时区（例如 Asia/Shanghai）',
  )
  expect((await refuse({ owner: 2 })).msg).toBe('body/owner：未知字段，不允许提交')
  expect((await kitchen(alice.token)).name).toBe('我们家')
})

test('after each move the very next call works in the new kitchen (no kitchen kept from before)', async () => {
  const stockOf = async (who: Person) =>
    (
      await content<StockPage>(t, StockPageReplySchema, 'GET', '/api/stock', { token: who.token })
    ).list
      .map((item) => item.name)
      .sort()
  await addItem(t, alice.token, { name: '盐', quantity: 1, unit: '袋' })
  // Bob's own kitchen is read (and its empty stock kept) before every move below.
  expect(await stockOf(bob)).toEqual([])
  await join(bob, alice)
  expect(await stockOf(bob)).toEqual(['盐'])
  await addItem(t, bob.token, { name: '醋', quantity: 1, unit: '瓶' })
  expect(await stockOf(alice)).toEqual(['盐', '醋'])

  await send(t, 'DELETE', `/api/kitchen/members/${bob.userId}`, { token: alice.token })
  expect(await stockOf(bob)).toEqual([])
  await addItem(t, bob.token, { name: '糖', quantity: 1, unit: '袋' })
  expect(await stockOf(alice)).toEqual(['盐', '醋'])
  expect((await kitchen(bob.token)).itemCount).toBe(1)

  await join(carol, alice)
  expect(await stockOf(carol)).toEqual(['盐', '醋'])
  await leave(carol)
  expect(await stockOf(carol)).toEqual([])
  expect((await kitchen(carol.token)).role).toBe('owner')
})
