import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { SUPPORT_EMAIL } from '@/features/docs/contact'
import { agreement } from '@/features/docs/content/agreement'
import { help } from '@/features/docs/content/help'
import { privacy } from '@/features/docs/content/privacy'
import { LOCALES } from '@shared/api'
import AgreementPage from '@/pages/agreement/index'
import HelpPage from '@/pages/help/index'
import PrivacyPage from '@/pages/privacy/index'
import { useSettingsStore } from '@/stores/settings-store'
import { $, $$, click, mount, onRoute, quietActWarning, textOf } from '../helpers/accounts'

let testUtils: TestUtils | undefined

beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
})
afterEach(() => {
  testUtils?.unmout()
  testUtils = undefined
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

describe('the agreement and privacy pages', () => {
  test('the agreement shows its numbered sections under the title', async () => {
    onRoute('/pages/agreement/index')
    testUtils = await mount(AgreementPage)
    expect(textOf('.nav-bar__title')).toBe('用户协议')
    expect(textOf('.docs__title')).toBe('用户协议')
    const headings = $$('.docs__heading').map((el) => el.textContent)
    expect(headings[0]).toBe('1. 账号')
    expect(headings).toHaveLength(agreement['zh-Hans'].sections.length)
  })

  test('the privacy policy follows a switch to English at once', async () => {
    onRoute('/pages/privacy/index')
    testUtils = await mount(PrivacyPage)
    expect(textOf('.docs__heading')).toBe('1. 我们收集的信息')
    testUtils.act(() => useSettingsStore.getState().setLocale('en'))
    expect(textOf('.nav-bar__title')).toBe('Privacy policy')
    expect(textOf('.docs__heading')).toBe('1. What we collect')
    // It is honest about what "remember account" keeps on the phone.
    expect($('.docs')?.textContent).toContain('Remember me')
  })
})

describe('the help centre', () => {
  test('groups its questions by the six topics, answers closed until tapped', async () => {
    onRoute('/pages/help/index')
    testUtils = await mount(HelpPage)
    expect(textOf('.nav-bar__title')).toBe('帮助中心')
    expect($$('.help__topic-title').map((el) => el.textContent)).toEqual([
      '账号与登录',
      '菜谱与搜索',
      '今日饮食与饮食记录',
      '库存',
      '共享厨房',
      '应用与更新',
    ])
    expect($('.help__answer')).toBeNull()
    click(testUtils, '.help__topic--accounts .help__question')
    expect($('.help__question')?.getAttribute('aria-expanded')).toBe('true')
    expect(textOf('.help__answer')).toContain('3–32 位字母、数字或下划线')
    click(testUtils, '.help__topic--accounts .help__question')
    expect($('.help__answer')).toBeNull()
  })
})

describe('the documents, in every locale', () => {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(leaves)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(leaves)
          : []

  test.each(LOCALES.map((locale) => [locale]))('%s has the same shape as zh-Hans', (locale) => {
    const shape = (doc: typeof agreement.en) => doc.sections.map((s) => s.paragraphs.length)
    expect(shape(agreement[locale])).toEqual(shape(agreement['zh-Hans']))
    expect(shape(privacy[locale])).toEqual(shape(privacy['zh-Hans']))
    const topics = (centre: typeof help.en) =>
      centre.topics.map((topic) => [topic.id, topic.questions.length])
    expect(topics(help[locale])).toEqual(topics(help['zh-Hans']))
    for (const text of [
      ...leaves(agreement[locale]),
      ...leaves(privacy[locale]),
      ...leaves(help[locale]),
    ]) {
      expect(text.trim()).not.toBe('')
    }
  })

  test.each(LOCALES.map((locale) => [locale]))('%s gives the contact address', (locale) => {
    expect(leaves(agreement[locale]).join()).toContain(SUPPORT_EMAIL)
    expect(leaves(privacy[locale]).join()).toContain(SUPPORT_EMAIL)
    expect(help[locale].contact).toContain(SUPPORT_EMAIL)
  })
})
