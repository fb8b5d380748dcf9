import Taro from '@tarojs/taro'
import { leaveAfterLogin, readRedirect } from '@/features/auth/after-login'

describe('readRedirect', () => {
  test.each([
    ['/pages/food/detail?id=3', '/pages/food/detail?id=3'],
    ['%2Fpages%2Ffood%2Fdetail%3Fid%3D3', '/pages/food/detail?id=3'],
    // encoded twice (a platform that hands query values over undecoded, encoded again)
    ['%252Fpages%252Fcart%252Findex', '/pages/cart/index'],
    ['pages/stock/index', '/pages/stock/index'],
    ['/pages/login/index', undefined],
    ['/pages/register/index', undefined],
    ['/pages/nowhere/index', undefined],
    ['https://evil.example/pages/index/index', undefined],
    ['%E0%A4%A', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%p → %p', (value, expected) => {
    expect(readRedirect(value)).toBe(expected)
  })
})

describe('leaveAfterLogin', () => {
  let switchTab: jest.SpyInstance
  let redirectTo: jest.SpyInstance

  beforeEach(() => {
    switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  test('a screen replaces the login page', async () => {
    await leaveAfterLogin('%2Fpages%2Forder%2Fdetail%3Fid%3D8')
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?id=8' })
  })

  test('a tab is switched to, without its query', async () => {
    await leaveAfterLogin('/pages/cart/index?from=gate')
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' })
  })

  test('no redirect (or an unusable one) goes to the profile tab', async () => {
    await leaveAfterLogin(undefined)
    await leaveAfterLogin('/pages/login/resetPassword')
    expect(switchTab).toHaveBeenNthCalledWith(1, { url: '/pages/profile/index' })
    expect(switchTab).toHaveBeenNthCalledWith(2, { url: '/pages/profile/index' })
    expect(redirectTo).not.toHaveBeenCalled()
  })
})
