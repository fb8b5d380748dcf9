import Taro from '@tarojs/taro'
import { taroStateStorage } from '@/services/taro-storage'
import { migrateSession, useSessionStore } from '@/stores/session-store'
import { mei, rememberedMei } from '../helpers/fixtures'

const KEY = 'sichu:session'

function stored() {
  return JSON.parse(Taro.getStorageSync(KEY) as string) as { state: Record<string, unknown> }
}

beforeEach(() => {
  useSessionStore.setState({
    token: null,
    userInfo: null,
    rememberedAccount: null,
    newVersion: null,
  })
})

test('logIn is written to Taro storage', () => {
  useSessionStore.getState().logIn('tok-9', mei)
  expect(stored().state).toMatchObject({ token: 'tok-9', userInfo: mei })
})

test('a stored session is there again after a reload', () => {
  useSessionStore.getState().logIn('tok-9', mei)
  jest.isolateModules(() => {
    const reloaded = require('@/stores/session-store') as typeof import('@/stores/session-store')
    expect(reloaded.useSessionStore.getState()).toMatchObject({ token: 'tok-9', userInfo: mei })
  })
})

test('clear() logs out but keeps the remembered account', () => {
  const session = useSessionStore.getState()
  session.logIn('tok-9', mei)
  session.setRememberedAccount(rememberedMei)
  session.clear()
  expect(useSessionStore.getState()).toMatchObject({
    token: null,
    userInfo: null,
    rememberedAccount: rememberedMei,
  })
  expect(stored().state).toMatchObject({ token: null, rememberedAccount: rememberedMei })
})

test('a session saved by version 1 loads without its remembered password, and is saved so', () => {
  const v1 = {
    state: {
      token: 'tok-old',
      userInfo: mei,
      rememberedAccount: { username: 'mei', password: 'Braised-Pork-42' },
      newVersion: null,
      deviceTokens: [{ username: 'mei', token: 'dev-old' }],
    },
    version: 1,
  }
  Taro.setStorageSync(KEY, JSON.stringify(v1))
  jest.isolateModules(() => {
    const reloaded = require('@/stores/session-store') as typeof import('@/stores/session-store')
    expect(reloaded.useSessionStore.getState()).toMatchObject({
      token: 'tok-old',
      rememberedAccount: { username: 'mei', oneTap: false },
      deviceTokens: [{ username: 'mei', token: 'dev-old' }],
    })
  })
  const raw = String(Taro.getStorageSync(KEY))
  expect(raw).not.toContain('Braised-Pork-42')
  expect(JSON.parse(raw)).toMatchObject({ version: 2 })
})

test('migrateSession keeps no password whatever version 1 held', () => {
  expect(migrateSession({ rememberedAccount: null, token: 't' }, 1)).toEqual({
    rememberedAccount: null,
    token: 't',
  })
  expect(migrateSession({ rememberedAccount: { password: 'x' } }, 1)).toEqual({
    rememberedAccount: null,
  })
  expect(migrateSession(undefined, 0)).toEqual({ rememberedAccount: null })
})

test('dropDeviceToken forgets one account’s token only', () => {
  useSessionStore.setState({
    deviceTokens: [
      { username: 'mei', token: 'a' },
      { username: 'lin', token: 'b' },
    ],
  })
  useSessionStore.getState().dropDeviceToken('MEI')
  expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'lin', token: 'b' }])
})

test('mergeUserInfo changes only the given fields', () => {
  useSessionStore.getState().logIn('tok-9', mei)
  useSessionStore.getState().mergeUserInfo({ nickname: '小梅', bio: '爱做饭' })
  expect(useSessionStore.getState().userInfo).toEqual({ ...mei, nickname: '小梅', bio: '爱做饭' })
})

test('mergeUserInfo does nothing while logged out', () => {
  useSessionStore.getState().mergeUserInfo({ nickname: '小梅' })
  expect(useSessionStore.getState().userInfo).toBeNull()
})

test('the storage adapter gives null for a missing key, as zustand expects', () => {
  Taro.removeStorageSync('sichu:nothing')
  expect(Taro.getStorageSync('sichu:nothing')).toBe('')
  expect(taroStateStorage.getItem('sichu:nothing')).toBeNull()
})
