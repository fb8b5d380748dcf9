import {
  INVITE_ALPHABET,
  type BindShopResult,
  type InviteCode,
  type Kitchen,
} from '../../../types/kitchen'
import {
  INVITE_FAILURES_PER_ADDRESS,
  INVITE_FAILURES_PER_USER,
  inviteAddressKey,
  inviteUserKey,
} from '../../src/kitchen/invite'
import {
  BindShopReplySchema,
  InviteCodeReplySchema,
  KitchenReplySchema,
} from '../../src/kitchen/schemas'
import { MINUTE, makeAuthApp, type AuthTestApp } from '../auth/support'
import { content, person, refusal, send, type Person } from '../stock/support'

let t: AuthTestApp
let alice: Person
let bob: Person

beforeEach(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
}, 30_000)
afterEach(async () => {
  await t.close()
})

const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const kitchen = (token: string) =>
  content<Kitchen>(t, KitchenReplySchema, 'GET', '/api/kitchen', { token })
const newCode = (token = alice.token) =>
  content<InviteCode>(t, InviteCodeReplySchema, 'POST', '/api/kitchen/invite-code', { token })
const bind = (token: string, inviteCode: string, address?: string) =>
  send(t, 'POST', '/api/auth/user/bind-shop', { token, body: { inviteCode }, address })
const joined = async (token: string, inviteCode: string) =>
  content<BindShopResult>(t, BindShopReplySchema, 'POST', '/api/auth/user/bind-shop', {
    token,
    body: { inviteCode },
  })
/** Wrong codes counted on a counter now (a counter's count, 0 when it has none). */
const guesses = async (key: string) => (await t.app.repos.throttle.peek(key, t.clock.now())).count
const INVALID = {
  status: 400,
  code: 40030,
  msg: '邀请码不正确或已过期，请向厨房主人要一个新的',
}

test('a new account owns a kitchen of its own, with no code until the owner asks for one', async () => {
  expect(await kitchen(alice.token)).toEqual({
    id: alice.kitchenId,
    name: 'Alice的厨房',
    timeZone: 'Asia/Shanghai',
    role: 'owner',
    members: [
      {
        userId: alice.userId,
        nickname: 'Alice',
        avatar: '',
        role: 'owner',
        joinedAt: '2025-03-01T08:00:00.000Z',
      },
    ],
    inviteCode: null,
    itemCount: 0,
  })
})

test('a code is 8 characters without look-alikes, valid 7 days, shown to the owner only', async () => {
  const invite = await newCode()
  expect(invite.code).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{8}$`))
  expect(invite.expiresAt).toBe('2025-03-08T08:00:00.000Z')
  expect((await kitchen(alice.token)).inviteCode).toEqual(invite)
  const codes = new Set([invite.code])
  for (let i = 0; i < 5; i++) codes.add((await newCode()).code)
  expect(codes.size).toBe(6)

  const spaced = (await newCode()).code.toLowerCase().replace(/(.{4})/, '$1 - ')
  expect(await joined(bob.token, spaced)).toEqual({
    kitchen: { id: alice.kitchenId, name: 'Alice的厨房', role: 'member' },
  })
  const bobs = await kitchen(bob.token)
  expect(bobs).toMatchObject({ id: alice.kitchenId, role: 'member', inviteCode: null })
  expect(bobs.members.map((m) => [m.nickname, m.role])).toEqual([
    ['Alice', 'owner'],
    ['Bob', 'member'],
  ])
  expect(await refusal(t, 'POST', '/api/kitchen/invite-code', { token: bob.token })).toEqual({
    status: 403,
    code: 40330,
    msg: '只有厨房主人可以这样做',
  })
})

test('a new code ends the old one at once', async () => {
  const old = await newCode()
  const current = await newCode()
  expect(
    await refusal(t, 'POST', '/api/auth/user/bind-shop', {
      token: bob.token,
      body: { inviteCode: old.code },
    }),
  ).toEqual(INVALID)
  expect((await joined(bob.token, current.code)).kitchen.id).toBe(alice.kitchenId)
})

test('a code stops working when its 7 days are over', async () => {
  const invite = await newCode()
  t.clock.advance(7 * DAY - 1)
  expect((await kitchen(alice.token)).inviteCode).toEqual(invite)
  t.clock.advance(1)
  expect((await kitchen(alice.token)).inviteCode).toBeNull()
  const res = await bind(bob.token, invite.code)
  expect({ status: res.statusCode, ...res.json() }).toEqual({ ...INVALID, content: null })
})

test('wrong codes: 10 an hour per person, then every try is refused until the hour is over', async () => {
  const invite = await newCode()
  const address = '10.9.0.1'
  for (let i = 0; i < INVITE_FAILURES_PER_USER; i++) {
    if (i % 5 === 4) t.clock.advance(MINUTE) // stay under the route's own per-minute limit
    expect((await bind(bob.token, 'WRONG' + i, address)).statusCode).toBe(400)
  }
  // The right code too; the first failure is 2 minutes old.
  const limited = await bind(bob.token, invite.code, address)
  expect(limited.statusCode).toBe(429)
  expect(limited.json()).toEqual({
    code: 42930,
    msg: '邀请码输错次数过多，请 58 分钟后再试',
    content: null,
  })
  const english = await refusal(t, 'POST', '/api/auth/user/bind-shop', {
    token: bob.token,
    body: { inviteCode: invite.code },
    language: 'en',
  })
  expect(english.msg).toBe('Too many wrong invite codes, please try again in 58 min')
  // Another person at the same address is not held back by Bob's tries.
  const carol = await person(t, 'Carol')
  expect((await bind(carol.token, invite.code, address)).json()).toMatchObject({ code: 0 })

  t.clock.advance(HOUR)
  expect((await joined(bob.token, invite.code)).kitchen.id).toBe(alice.kitchenId)
}, 30_000)

test('wrong codes: 30 an hour per address; a right code forgets the person’s, not the address’s', async () => {
  const invite = await newCode()
  const address = '10.9.0.2'
  const people = [bob, await person(t, 'Carol'), await person(t, 'Dave')]
  let tries = 0
  for (const { token } of people) {
    for (let i = 0; i < INVITE_FAILURES_PER_ADDRESS / people.length; i++) {
      if (++tries % 10 === 0) t.clock.advance(MINUTE)
      expect((await bind(token, 'NOPE' + i, address)).statusCode).toBe(400)
    }
  }
  const erin = await person(t, 'Erin')
  const limited = await bind(erin.token, invite.code, address)
  expect(limited.statusCode).toBe(429)
  expect((await bind(erin.token, invite.code, '10.9.0.3')).json()).toMatchObject({ code: 0 })

  // Bob's own count starts over after a success elsewhere; the address's does not.
  const frank = await person(t, 'Frank')
  for (let i = 0; i < INVITE_FAILURES_PER_USER - 1; i++) {
    expect((await bind(frank.token, 'MISS' + i, '10.9.0.4')).statusCode).toBe(400)
  }
  expect((await bind(frank.token, invite.code, '10.9.0.4')).json()).toMatchObject({ code: 0 })
  expect(await guesses(inviteUserKey(frank.userId))).toBe(0)
  expect(await guesses(inviteAddressKey('10.9.0.4'))).toBe(9)
  expect((await bind(erin.token, invite.code, address)).statusCode).toBe(429)
}, 60_000)

test('sending one’s own valid code between wrong ones neither counts nor clears them', async () => {
  const target = await newCode()
  const own = await newCode(bob.token)
  const answers: number[] = []
  // 27 wrong guesses, each followed by Bob's own kitchen's code, each from a new address.
  for (let i = 0; i < 27; i++) {
    answers.push((await bind(bob.token, 'WRONG' + i)).json().code)
    answers.push((await bind(bob.token, own.code)).json().code)
  }
  const wrong = answers.filter((_, i) => i % 2 === 0)
  const ownSends = answers.filter((_, i) => i % 2 === 1)
  expect(wrong.slice(0, INVITE_FAILURES_PER_USER)).toEqual(Array(10).fill(40030))
  expect(wrong.slice(INVITE_FAILURES_PER_USER)).toEqual(Array(17).fill(42930))
  // Before the limit the own code is "already in this kitchen"; after it, refused like any try.
  expect(ownSends.slice(0, 9)).toEqual(Array(9).fill(40930))
  expect(ownSends.slice(9)).toEqual(Array(18).fill(42930))
  expect(await guesses(inviteUserKey(bob.userId))).toBe(INVITE_FAILURES_PER_USER)
  expect((await bind(bob.token, target.code)).json().code).toBe(42930)
  // Only a join into another kitchen clears the person's count.
  t.clock.advance(HOUR)
  expect((await joined(bob.token, target.code)).kitchen.id).toBe(alice.kitchenId)
  expect(await guesses(inviteUserKey(bob.userId))).toBe(0)
}, 60_000)

test('a malformed join request is a 400 naming the field, and counts as no guess', async () => {
  const refuse = (body: unknown) =>
    refusal(t, 'POST', '/api/auth/user/bind-shop', { token: bob.token, body })
  expect((await refuse({})).msg).toBe('body/inviteCode：必填')
  expect((await refuse({ inviteCode: '' })).msg).toBe('body/inviteCode：至少 1 个字符')
  expect((await refuse({ inviteCode: 'ABCDEFGH', merge: 'yes' })).msg).toBe(
    'body/merge：应为布尔值',
  )
  expect((await refuse({ inviteCode: 'ABCDEFGH', kitchenId: 1 })).msg).toBe(
    'body/kitchenId：未知字段，不允许提交',
  )
  expect(await guesses(inviteUserKey(bob.userId))).toBe(0)
})

test('body-less calls sent as the app sends them (JSON type, empty body) are answered', async () => {
  // The client's request wrapper (and Taro.request on the mini-programs) always declares JSON.
  const asTheApp = (method: 'POST' | 'DELETE', url: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      payload: '',
    })
  const renewed = await asTheApp('POST', '/api/kitchen/invite-code')
  expect(renewed.json()).toMatchObject({ code: 0, content: { code: expect.any(String) } })
  const created = await send(t, 'POST', '/api/stock', {
    token: alice.token,
    body: { name: '鸡蛋', quantity: 2, unit: '个' },
  })
  const { id } = created.json().content as { id: number }
  expect((await asTheApp('DELETE', `/api/stock/${id}`)).json()).toMatchObject({ code: 0 })
  await joined(bob.token, (await newCode()).code)
  expect((await asTheApp('DELETE', `/api/kitchen/members/${bob.userId}`)).json()).toMatchObject({
    code: 0,
  })
})
