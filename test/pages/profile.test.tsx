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
  inputOf,
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
import { pictureIn } from '../helpers/controls'
import { mei, rememberedMei } from '../helpers/fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let navigateTo: jest.SpyInstance

const KANBAN = 'GET /api/auth/user/info/kanban'
const UPDATE = 'PUT /api/auth/user/info'
const figures = {
  favorites: 12,
  records: 30,
  cookedDaysThisMonth: 9,
  streakDays: 3,
  planned: 2,
  stockAlerts: 4,
}

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [KANBAN]: () => ok(figures),
    [UPDATE]: (req) => ok(req.body),
    'POST /api/auth/logout': () => ok(null),
    'POST /api/v1/app/version/check': () => ok(null),
    ...extra,
  })
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei, rememberedAccount: null })
  onRoute('/pages/profile/index')
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  answer()
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(ProfilePage)
}

/**
 * The cook picks a file of `size` bytes in the H5 picker's file input
 * (services/photo/pick-image.h5.ts), which gives it the blob: URL `path`.
 */
function pickFile(path: string, size: number) {
  Object.defineProperty(URL, 'createObjectURL', { value: () => path, configurable: true })
  jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
    this: HTMLInputElement,
  ) {
    expect(this.type).toBe('file')
    expect(this.accept).toBe('image/*')
    Object.defineProperty(this, 'files', { value: [new File(['x'], 'photo.png')] })
    Object.defineProperty(this.files![0], 'size', { value: size })
    this.dispatchEvent(new Event('change'))
  })
}

const figure = (key: string) => textOf(`.kanban__item--${key} .kanban__value`)

describe('anonymous', () => {
  beforeEach(() => useSessionStore.setState({ token: null, userInfo: null }))

  test('sees a log-in / register prompt instead of a profile, and no figures', async () => {
    await open()
    expect(textOf('.profile-header__name')).toBe('欢迎来到私厨')
    expect(textOf('.profile-header__actions')).toContain('登录')
    expect(textOf('.profile-header__actions')).toContain('注册')
    expect($('.kanban')).toBeNull()
    expect($('.profile-logout')).toBeNull()
    expect($('.menu-item--changePassword')).toBeNull()
    expect($('.menu-item--help')).not.toBeNull()
    await settle()
    expect(sent(server, KANBAN)).toHaveLength(0)
  })

  test('the prompt opens the login page', async () => {
    await open()
    click(testUtils, '.profile-button--solid')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
    click(testUtils, '.profile-button--ghost')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/register/index' })
  })
})

describe('logged in', () => {
  test('shows nickname, username, kitchen and the kanban figures', async () => {
    await open()
    expect(textOf('.profile-header__name')).toBe('Mei')
    expect(textOf('.profile-header__username')).toBe('@mei')
    expect(textOf('.profile-header__kitchen')).toBe('Home · 主人')
    await until(() => figure('favorites') === '12')
    expect([figure('records'), figure('cookedDaysThisMonth'), figure('stockAlerts')]).toEqual([
      '30',
      '9',
      '4',
    ])
    expect(textOf('.kanban__item--cookedDaysThisMonth .kanban__label')).toBe('本月下厨天数')
    expect(sent(server, KANBAN)[0].headers.authorization).toBe('Bearer tok-me')
  })

  test('a kanban failure is only logged: dashes stay, no toast', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    answer({ [KANBAN]: () => refuse(500, 500, '服务器开小差了') })
    await open()
    await until(() => sent(server, KANBAN).length)
    await settle()
    expect(figure('favorites')).toBe('–')
    expect(visibleToast()).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  test('the menu lists the account screens and opens them', async () => {
    await open()
    const labels = $$('.menu-item__label').map((el) => el.textContent)
    expect(labels).toEqual([
      '我的饮食记录',
      '我的收藏',
      '我的菜谱',
      '库存健康',
      '购物清单',
      '我的厨房',
      '语言',
      '修改密码',
      '修改邮箱',
      '帮助中心',
      '用户协议',
      '隐私政策',
      '关于与检查更新',
    ])
    expect(textOf('.menu-item--kitchen .menu-item__value')).toBe('Home')
    click(testUtils, '.menu-item--changePassword')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/profile/changePassword' })
    // The email, masked as the server answers it, beside its entry.
    expect(textOf('.menu-item--changeEmail .menu-item__value')).toBe('m***@example.com')
    click(testUtils, '.menu-item--changeEmail')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/profile/changeEmail' })
    click(testUtils, '.menu-item--records')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/list' })
    click(testUtils, '.menu-item--help')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/help/index' })
    click(testUtils, '.menu-item--myRecipes')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/recipe/mine' })
  })

  test('each figure opens the screen it counts', async () => {
    await open()
    const opened = (key: string) => {
      click(testUtils, `.kanban__item--${key}`)
      return (navigateTo.mock.lastCall as [{ url: string }])[0].url
    }
    expect(opened('favorites')).toBe('/pages/profile/favorites')
    expect(opened('records')).toBe('/pages/order/list')
    expect(opened('cookedDaysThisMonth')).toBe('/pages/order/list?status=cooked')
    expect(opened('stockAlerts')).toBe('/pages/stock/index')
  })

  test('the nickname is edited in a popup, checked first, then saved and merged', async () => {
    await open()
    click(testUtils, '.profile-header__nickname')
    expect(textOf('.popup__title')).toBe('修改昵称')
    await type(testUtils, 'nickname', '   ')
    click(testUtils, '.nickname-popup .profile-button')
    expect(fieldError('nickname')).toBe('请输入昵称')

    await type(testUtils, 'nickname', '小梅')
    click(testUtils, '.nickname-popup .profile-button')
    await until(() => textOf('.profile-header__name') === '小梅')
    expect(sent(server, UPDATE)[0].body).toEqual({ nickname: '小梅' })
    expect(useSessionStore.getState().userInfo?.nickname).toBe('小梅')
    await until(() => !$('.nickname-popup'))
  })

  test('a nickname counts characters as the server does: 32 emoji fit, 33 do not', async () => {
    await open()
    click(testUtils, '.profile-header__nickname')
    const chef = '🧑\u200d🍳' // three characters, five UTF-16 units
    // The input lets 32 characters of any kind through (it counts UTF-16 units).
    const input = await inputOf('nickname')
    expect(Number(input.getAttribute('maxlength'))).toBeGreaterThanOrEqual('🍳'.repeat(32).length)
    await type(testUtils, 'nickname', '🍳'.repeat(33))
    click(testUtils, '.nickname-popup .profile-button')
    expect(fieldError('nickname')).toBe('昵称最多 32 个字')
    await type(testUtils, 'nickname', '\u200b\u3000')
    click(testUtils, '.nickname-popup .profile-button')
    expect(fieldError('nickname')).toBe('请输入昵称')
    await type(testUtils, 'nickname', ` ${chef.repeat(10)}🍳\u200b`)
    click(testUtils, '.nickname-popup .profile-button')
    await until(() => sent(server, UPDATE).length > 0)
    expect(sent(server, UPDATE)[0].body).toEqual({ nickname: `${chef.repeat(10)}🍳` })
  })

  test('a session that ends elsewhere (a 401) closes the nickname popup', async () => {
    await open()
    click(testUtils, '.profile-header__nickname')
    expect($('.nickname-popup')).not.toBeNull()
    testUtils.act(() => useSessionStore.getState().clear())
    expect($('.nickname-popup')).toBeNull()
    expect(textOf('.profile-header__name')).toBe('欢迎来到私厨')
  })

  test('a new avatar is chosen, uploaded, saved and shown', async () => {
    const photo = `${server.base.replace(/\/api$/, '')}/local/photo.png`
    pickFile(photo, 2048)
    answer({ 'POST /api/upload': () => ok({ url: '/api/uploads/a1.png' }) })
    await open()
    click(testUtils, '.profile-header__avatar')
    await until(() => $('.avatar__image'))
    expect(sent(server, 'POST /api/upload')[0].headers['content-type']).toMatch(/multipart/)
    expect(sent(server, UPDATE)[0].body).toEqual({ avatar: '/api/uploads/a1.png' })
    expect(useSessionStore.getState().userInfo?.avatar).toBe('/api/uploads/a1.png')
    expect(pictureIn('.avatar__image')?.getAttribute('src')).toMatch(/\/api\/uploads\/a1\.png$/)
  })

  test('an upload that never answers stops after the request timeout with "上传失败"', async () => {
    pickFile('blob:stuck', 2048)
    // Taro H5 leaves its promise pending when it cannot read the picked file.
    jest.spyOn(Taro, 'uploadFile').mockReturnValue(new Promise(() => undefined) as never)
    await open()
    await until(() => figure('favorites') === '12')
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      click(testUtils, '.profile-header__avatar')
      await testUtils.act(async () => {
        await jest.advanceTimersByTimeAsync(10)
      })
      expect($('.avatar__busy')).not.toBeNull()
      await testUtils.act(async () => {
        await jest.advanceTimersByTimeAsync(60000)
      })
      expect(visibleToast()).toBe('上传失败')
      expect($('.avatar__busy')).toBeNull()
    } finally {
      jest.useRealTimers()
    }
  })

  test('a picture over 5 MB the browser cannot shrink (jsdom decodes none) is refused before uploading', async () => {
    pickFile('blob:big', 6 * 1024 * 1024)
    await open()
    click(testUtils, '.profile-header__avatar')
    await until(() => visibleToast())
    expect(visibleToast()).toBe('图片不能超过 5 MB')
    expect(sent(server, 'POST /api/upload')).toHaveLength(0)
  })

  test('a cancelled choice uploads nothing and leaves no file input behind', async () => {
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
      this: HTMLInputElement,
    ) {
      this.dispatchEvent(new Event('cancel'))
    })
    await open()
    click(testUtils, '.profile-header__avatar')
    await settle()
    expect($('input[type="file"]')).toBeNull()
    expect($('.avatar__busy')).toBeNull()
    expect(sent(server, 'POST /api/upload')).toHaveLength(0)
  })

  test('switching the language applies once its strings are here, persists and tells the account', async () => {
    await open()
    click(testUtils, '.menu-item--language')
    click(testUtils, '.language-list__item[data-locale="en"]')
    await until(() => useSettingsStore.getState().locale === 'en')
    await until(() => textOf('.nav-bar__title') === 'Me')
    expect(textOf('.menu-item--language .menu-item__value')).toBe('English')
    await until(() => sent(server, UPDATE).length)
    expect(sent(server, UPDATE)[0].body).toEqual({ locale: 'en' })
  })

  test('about shows 1.2.0 (100) production; check for updates says when it is the latest', async () => {
    await open()
    click(testUtils, '.menu-item--about')
    expect(textOf('.about-popup__version')).toBe('版本 1.2.0（100）')
    expect(textOf('.about-popup__environment')).toBe('运行环境：正式版')
    click(testUtils, '.about-popup__check')
    await until(() => visibleToast())
    expect(visibleToast()).toBe('已是最新版本')
    expect(sent(server, 'POST /api/v1/app/version/check')[0].body).toEqual({
      platform: 'H5',
      versionCode: '1.2.0',
    })
  })

  test('log out asks first, then ends the session and shows the prompt', async () => {
    const modal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    const scroll = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
    useSessionStore.getState().setRememberedAccount(rememberedMei)
    await open()
    click(testUtils, '.profile-logout')
    await until(() => textOf('.profile-header__name') === '欢迎来到私厨')
    // The log-in card is at the top, where the page goes back to.
    await until(() => scroll.mock.calls.length > 0)
    expect(scroll.mock.calls[0][0]).toMatchObject({ scrollTop: 0 })
    expect(modal.mock.calls[0][0]).toMatchObject({ confirmText: '退出', cancelText: '取消' })
    expect(sent(server, 'POST /api/auth/logout')[0].headers.authorization).toBe('Bearer tok-me')
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      userInfo: null,
      rememberedAccount: rememberedMei,
    })
    expect(visibleToast()).toBe('已退出登录')
  })

  test('a failed logout says "退出登录失败" and still clears the session here', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    answer({ 'POST /api/auth/logout': () => refuse(500, 500, 'boom') })
    await open()
    click(testUtils, '.profile-logout')
    await until(() => visibleToast())
    expect(visibleToast()).toBe('退出登录失败')
    expect(useSessionStore.getState().token).toBeNull()
  })

  test('cancelling the logout question keeps the session', async () => {
    jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await open()
    click(testUtils, '.profile-logout')
    await settle()
    expect(sent(server, 'POST /api/auth/logout')).toHaveLength(0)
    expect(useSessionStore.getState().token).toBe('tok-me')
  })
})
