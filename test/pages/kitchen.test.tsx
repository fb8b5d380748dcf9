import type { Kitchen } from '@shared/kitchen'
import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import ProfilePage from '@/pages/profile/index'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  $$,
  answerRoutes,
  click,
  fieldError,
  mount,
  ok,
  onRoute,
  quietActWarning,
  refuse,
  sent,
  settle,
  textOf,
  type,
  until,
  type Routes,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei } from '../helpers/fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils

const KITCHEN = 'GET /api/kitchen'
const BIND = 'POST /api/auth/user/bind-shop'

const owned: Kitchen = {
  id: 1,
  name: 'Home',
  timeZone: 'Asia/Shanghai',
  role: 'owner',
  members: [
    { userId: 7, nickname: 'Mei', avatar: '', role: 'owner', joinedAt: '2026-01-01T00:00:00Z' },
    { userId: 9, nickname: 'Lin', avatar: '', role: 'member', joinedAt: '2026-02-01T00:00:00Z' },
  ],
  inviteCode: { code: 'K7M2QX9P', expiresAt: '2026-11-29T08:00:00.000Z' },
  itemCount: 3,
}
const joined: Kitchen = {
  ...owned,
  id: 5,
  name: 'Lin 的厨房',
  role: 'member',
  members: [
    { userId: 9, nickname: 'Lin', avatar: '', role: 'owner', joinedAt: '2026-02-01T00:00:00Z' },
    { userId: 7, nickname: 'Mei', avatar: '', role: 'member', joinedAt: '2026-11-22T00:00:00Z' },
  ],
  inviteCode: null,
}
const alone: Kitchen = {
  ...owned,
  id: 8,
  name: 'Mei 的厨房',
  members: [owned.members[0]],
  itemCount: 0,
}

/** GET /kitchen answers `current`; the routes of a test change it as the server would. */
let current: Kitchen
function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [KITCHEN]: () => ok(current),
    'GET /api/auth/user/info/kanban': () =>
      ok({
        favorites: 0,
        records: 0,
        cookedDaysThisMonth: 0,
        streakDays: 0,
        planned: 0,
        stockAlerts: 0,
      }),
    ...extra,
  })
}

const modal = (confirm: boolean) =>
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm, cancel: !confirm, errMsg: 'ok' })

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  current = owned
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  onRoute('/pages/profile/index')
  answer()
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
})

async function openSheet() {
  testUtils = await mount(ProfilePage)
  click(testUtils, '.menu-item--kitchen')
  await until(() => $('.kitchen-name') || $('.kitchen-sheet .empty-state'))
}

test('the owner sees the name, the members, the invite code, and copies it', async () => {
  const clipboard = jest
    .spyOn(Taro, 'setClipboardData')
    .mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
  await openSheet()
  expect(textOf('.kitchen-sheet .popup__title')).toBe('我的厨房')
  expect(textOf('.kitchen-name__value')).toBe('Home')
  expect(textOf('.kitchen-name__role')).toBe('主人')
  expect(textOf('.kitchen-members .kitchen-section__title')).toBe('成员（2）')
  expect($$('.kitchen-member__name').map((el) => el.textContent)).toEqual(['Mei（我）', 'Lin'])
  expect($$('.kitchen-member__role').map((el) => el.textContent)).toEqual(['主人', '成员'])
  // The owner can remove others, never themselves.
  expect($$('.kitchen-member__remove')).toHaveLength(1)
  expect(textOf('.kitchen-invite__code')).toBe('K7M2QX9P')
  expect(textOf('.kitchen-invite .kitchen-section__hint')).toContain('2026-11-29')
  click(testUtils, '.kitchen-invite__row .pill-button')
  expect(clipboard).toHaveBeenCalledWith({ data: 'K7M2QX9P' })
  await until(() => visibleToast() === '邀请码已复制')
})

test('a new code replaces the old one', async () => {
  answer({
    'POST /api/kitchen/invite-code': () => {
      current = {
        ...owned,
        inviteCode: { code: 'NEWC0DE2', expiresAt: owned.inviteCode!.expiresAt },
      }
      return ok(current.inviteCode)
    },
  })
  await openSheet()
  click(testUtils, '.kitchen-invite__renew')
  await until(() => textOf('.kitchen-invite__code') === 'NEWC0DE2')
  expect(sent(server, 'POST /api/kitchen/invite-code')).toHaveLength(1)
})

test('the owner removes a member after confirming', async () => {
  const asked = modal(true)
  answer({
    'DELETE /api/kitchen/members/9': () => {
      current = alone
      return ok(null)
    },
  })
  await openSheet()
  click(testUtils, '.kitchen-member__remove')
  await until(() => sent(server, 'DELETE /api/kitchen/members/9').length)
  expect(asked.mock.calls[0][0]).toMatchObject({
    title: '把 Lin 移出厨房？',
    confirmText: '移出',
    cancelText: '取消',
  })
  await until(() => $$('.kitchen-member').length === 1)
})

test('the owner renames the kitchen; the profile shows the new name', async () => {
  answer({
    'PUT /api/kitchen': (req) => {
      current = { ...owned, ...(req.body as Partial<Kitchen>) }
      return ok(current)
    },
  })
  await openSheet()
  click(testUtils, '.kitchen-name__rename')
  await type(testUtils, 'kitchenName', '  ')
  click(testUtils, '.kitchen-name__buttons .pill-button:last-child')
  expect(fieldError('kitchenName')).toBe('请输入厨房名称')
  await type(testUtils, 'kitchenName', '梅家厨房')
  click(testUtils, '.kitchen-name__buttons .pill-button:last-child')
  await until(() => textOf('.kitchen-name__value') === '梅家厨房')
  expect(sent(server, 'PUT /api/kitchen')[0].body).toEqual({ name: '梅家厨房' })
  expect(useSessionStore.getState().userInfo?.kitchen).toEqual({
    id: 1,
    name: '梅家厨房',
    role: 'owner',
  })
  expect(textOf('.menu-item--kitchen .menu-item__value')).toBe('梅家厨房')
})

test('the owner can take this device’s time zone', async () => {
  jest
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone: 'Europe/Paris' } as Intl.ResolvedDateTimeFormatOptions)
  answer({
    'PUT /api/kitchen': (req) => {
      current = { ...owned, ...(req.body as Partial<Kitchen>) }
      return ok(current)
    },
  })
  await openSheet()
  expect(textOf('.kitchen-zone__value')).toBe('Asia/Shanghai')
  expect(textOf('.kitchen-zone__use')).toBe('改用本机时区（Europe/Paris）')
  click(testUtils, '.kitchen-zone__use')
  await until(() => textOf('.kitchen-zone__value') === 'Europe/Paris')
  expect(sent(server, 'PUT /api/kitchen')[0].body).toEqual({ timeZone: 'Europe/Paris' })
  expect($('.kitchen-zone__use')).toBeNull()
})

test('a member sees no code, is told who invites, cannot remove anyone, and can leave', async () => {
  current = joined
  const asked = modal(true)
  answer({
    'DELETE /api/kitchen/members/me': () => {
      current = alone
      return ok(null)
    },
  })
  await openSheet()
  expect($('.kitchen-invite__code')).toBeNull()
  expect(textOf('.kitchen-invite--member .kitchen-section__hint')).toBe(
    '只有厨房主人能邀请家人，请向主人要邀请码。',
  )
  expect($('.kitchen-member__remove')).toBeNull()
  expect($('.kitchen-name__rename')).toBeNull()
  expect($('.kitchen-zone__use')).toBeNull()
  click(testUtils, '.kitchen-leave')
  await until(() => sent(server, 'DELETE /api/kitchen/members/me').length)
  expect(asked.mock.calls[0][0]).toMatchObject({ title: '离开厨房？', confirmText: '离开' })
  await until(() => textOf('.kitchen-name__value') === 'Mei 的厨房')
  expect(useSessionStore.getState().userInfo?.kitchen).toEqual({
    id: 8,
    name: 'Mei 的厨房',
    role: 'owner',
  })
  // Alone in a kitchen there is nothing to leave.
  expect($('.kitchen-leave')).toBeNull()
})

describe('joining by code', () => {
  test('the code is checked, upper-cased and sent; the profile shows the new kitchen', async () => {
    current = alone
    answer({
      [BIND]: () => {
        current = joined
        return ok({ kitchen: { id: 5, name: 'Lin 的厨房', role: 'member' } })
      },
    })
    await openSheet()
    await type(testUtils, 'inviteCode', 'abc')
    click(testUtils, '.kitchen-join__submit')
    expect(fieldError('inviteCode')).toBe('邀请码是 8 位字母或数字')
    await type(testUtils, 'inviteCode', 'k7m2 qx9p')
    click(testUtils, '.kitchen-join__submit')
    await until(() => sent(server, BIND).length)
    expect(sent(server, BIND)[0].body).toEqual({ inviteCode: 'K7M2QX9P' })
    await until(() => textOf('.kitchen-name__value') === 'Lin 的厨房')
    expect(useSessionStore.getState().userInfo?.kitchen).toEqual({
      id: 5,
      name: 'Lin 的厨房',
      role: 'member',
    })
  })

  test('a kitchen with items is refused (409): asked, the items are brought along', async () => {
    const asked = modal(true)
    answer({
      [BIND]: (req) => {
        if (!(req.body as { merge?: boolean }).merge) {
          return refuse(409, 409, '你的厨房里还有食材')
        }
        current = joined
        return ok({ kitchen: { id: 5, name: 'Lin 的厨房', role: 'member' } })
      },
    })
    await openSheet()
    await type(testUtils, 'inviteCode', 'K7M2QX9P')
    click(testUtils, '.kitchen-join__submit')
    await until(() => sent(server, BIND).length === 2)
    expect(asked.mock.calls[0][0]).toMatchObject({
      title: '带上你的库存？',
      content: '你现在的厨房里还有 3 件食材。加入后把它们一起带到新厨房吗？',
      confirmText: '带上加入',
    })
    expect(sent(server, BIND).map((r) => r.body)).toEqual([
      { inviteCode: 'K7M2QX9P' },
      { inviteCode: 'K7M2QX9P', merge: true },
    ])
    await until(() => textOf('.kitchen-name__value') === 'Lin 的厨房')
  })

  test('declining the question keeps the kitchen as it was', async () => {
    modal(false)
    answer({ [BIND]: () => refuse(409, 409, '你的厨房里还有食材') })
    await openSheet()
    await type(testUtils, 'inviteCode', 'K7M2QX9P')
    click(testUtils, '.kitchen-join__submit')
    await until(() => sent(server, BIND).length === 1)
    await settle()
    expect(sent(server, BIND)).toHaveLength(1)
    expect(textOf('.kitchen-name__value')).toBe('Home')
    expect(useSessionStore.getState().userInfo?.kitchen?.id).toBe(1)
  })

  test('a wrong or expired code shows the server’s words under the field', async () => {
    answer({ [BIND]: () => refuse(404, 404, '邀请码无效或已过期') })
    await openSheet()
    await type(testUtils, 'inviteCode', 'K7M2QX9P')
    click(testUtils, '.kitchen-join__submit')
    await until(() => fieldError('inviteCode'))
    expect(fieldError('inviteCode')).toBe('邀请码无效或已过期')
  })
})

test('a kitchen that fails to load offers a retry', async () => {
  answer({ [KITCHEN]: () => refuse(500, 500, '服务器开小差了') })
  await openSheet()
  expect(textOf('.kitchen-sheet .empty-state__text')).toBe('厨房信息没有加载出来，请稍后重试')
  answer()
  click(testUtils, '.kitchen-sheet .empty-state .pill-button')
  await until(() => textOf('.kitchen-name__value') === 'Home')
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await openSheet()
  expect(textOf('.kitchen-sheet .popup__title')).toBe('My kitchen')
  expect($$('.kitchen-member__name').map((el) => el.textContent)).toEqual(['Mei (you)', 'Lin'])
  expect(textOf('.kitchen-members .kitchen-section__title')).toBe('Members (2)')
})
