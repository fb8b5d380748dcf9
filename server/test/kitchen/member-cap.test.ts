import { KITCHEN_MEMBERS_MAX, type InviteCode, type Kitchen } from '../../../types/kitchen'
import { InviteCodeReplySchema, KitchenReplySchema } from '../../src/kitchen/schemas'
import { makeAuthApp, MINUTE, type AuthTestApp } from '../auth/support'
import { content, person, refusal, send, type Person } from '../stock/support'

/**
 * Finding 2 of [11]: who may come in with a code. Removing a member changes the code they knew;
 * a kitchen holds at most KITCHEN_MEMBERS_MAX people.
 */
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

const newCode = (owner: Person) =>
  content<InviteCode>(t, InviteCodeReplySchema, 'POST', '/api/kitchen/invite-code', {
    token: owner.token,
  })
const bind = (who: Person, inviteCode: string, language?: string) =>
  send(t, 'POST', '/api/auth/user/bind-shop', { token: who.token, body: { inviteCode }, language })
const removeMember = (owner: Person, member: Person) =>
  content<Kitchen>(t, KitchenReplySchema, 'DELETE', `/api/kitchen/members/${member.userId}`, {
    token: owner.token,
  })

/** People put straight into Alice's kitchen (the join route is tested below, not here). */
async function fillAlicesKitchen(count: number): Promise<number[]> {
  const { repos, db } = t.app
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const id = await repos.users.createWithKitchen({
      username: `filler${i}`,
      email: `filler${i}@example.com`,
      passwordHash: 'not-a-hash',
      nickname: `Filler ${i}`,
      locale: 'zh-Hans',
      kitchenName: 'spare',
      now: t.clock.now(),
    })
    await db
      .updateTable('kitchen_members')
      .set({ kitchen_id: alice.kitchenId, role: 'member' })
      .where('user_id', '=', id)
      .execute()
    ids.push(id)
  }
  return ids
}

test('a removed member cannot walk back in with the code they knew', async () => {
  const old = await newCode(alice)
  expect((await bind(bob, old.code)).json().code).toBe(0)
  const after = await removeMember(alice, bob)
  // The others get a new code in the answer, valid the usual 7 days.
  expect(after.inviteCode?.code).toMatch(/^[A-Z0-9]{8}$/)
  expect(after.inviteCode?.code).not.toBe(old.code)
  expect(after.inviteCode?.expiresAt).toBe(old.expiresAt)
  const back = await bind(bob, old.code)
  expect({ status: back.statusCode, ...back.json() }).toEqual({
    status: 400,
    code: 40030,
    msg: '邀请码不正确或已过期，请向厨房主人要一个新的',
    content: null,
  })
  const bobs = await content<Kitchen>(t, KitchenReplySchema, 'GET', '/api/kitchen', {
    token: bob.token,
  })
  expect(bobs.id).not.toBe(alice.kitchenId)
  // Someone the owner gives the new code to gets in with it.
  const carol = await person(t, 'Carol')
  expect((await bind(carol, after.inviteCode?.code ?? '')).json().code).toBe(0)
}, 30_000)

test('a removal without a valid code leaves the kitchen without one', async () => {
  const code = await newCode(alice)
  expect((await bind(bob, code.code)).json().code).toBe(0)
  t.clock.advance(7 * 24 * 60 * MINUTE)
  expect((await removeMember(alice, bob)).inviteCode).toBeNull()
})

test('a kitchen holds at most 20 people; the next is told why, in their language', async () => {
  expect(KITCHEN_MEMBERS_MAX).toBe(20)
  const fillers = await fillAlicesKitchen(KITCHEN_MEMBERS_MAX - 1)
  const { code } = await newCode(alice)
  expect(
    await refusal(t, 'POST', '/api/auth/user/bind-shop', {
      token: bob.token,
      body: { inviteCode: code },
    }),
  ).toEqual({ status: 409, code: 40933, msg: '这个厨房已有 20 位成员，人数已满' })
  const english = await bind(bob, code, 'en')
  expect(english.json().msg).toBe('This kitchen already has 20 members, the most it can have')
  // A full kitchen is no wrong guess: Bob's count of wrong codes is untouched.
  const guesses = await t.app.repos.throttle.peek(`invite-user|${bob.userId}`, t.clock.now())
  expect(guesses.count).toBe(0)
  // The owner removes one: there is room again, with the new code.
  const after = await content<Kitchen>(
    t,
    KitchenReplySchema,
    'DELETE',
    `/api/kitchen/members/${fillers[0]}`,
    { token: alice.token },
  )
  expect((await bind(bob, after.inviteCode?.code ?? '')).json().code).toBe(0)
}, 30_000)

test('two joins at once into a kitchen one short of full: one gets in', async () => {
  await fillAlicesKitchen(KITCHEN_MEMBERS_MAX - 2)
  const { code } = await newCode(alice)
  const carol = await person(t, 'Carol')
  const codes = await Promise.all(
    [bob, carol].map(async (who) => (await bind(who, code)).json().code),
  )
  expect(codes.sort()).toEqual([0, 40933])
  const members = await t.app.db
    .selectFrom('kitchen_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kitchen_id', '=', alice.kitchenId)
    .executeTakeFirstOrThrow()
  expect(Number(members.n)).toBe(KITCHEN_MEMBERS_MAX)
}, 30_000)
