import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { SUPPORT_EMAIL } from '@/features/docs/contact'
import { agreement } from '@/features/docs/content/agreement'
import { help } from '@/features/docs/content/help'
import { privacy } from '@/features/docs/content/privacy'
import { LOCALES, type Locale } from '@shared/api'
import type { HelpCentre, LegalDocument } from '@/features/docs/types'
import AgreementPage from '@/pages/agreement/index'
import HelpPage from '@/pages/help/index'
import PrivacyPage from '@/pages/privacy/index'
import { useSettingsStore } from '@/stores/settings-store'
import { $, $$, click, mount, onRoute, quietActWarning, textOf, until } from '../helpers/accounts'

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
    await until(() => $('.docs__heading'))
    expect(textOf('.nav-bar__title')).toBe('用户协议')
    expect(textOf('.docs__title')).toBe('用户协议')
    const headings = $$('.docs__heading').map((el) => el.textContent)
    expect(headings[0]).toBe('1. 账号')
    expect(headings).toHaveLength((await agreement['zh-Hans']()).sections.length)
  })

  test('the privacy policy follows a switch to English at once', async () => {
    onRoute('/pages/privacy/index')
    testUtils = await mount(PrivacyPage)
    await until(() => $('.docs__heading'))
    expect(textOf('.docs__heading')).toBe('1. 我们收集的信息')
    testUtils.act(() => useSettingsStore.getState().setLocale('en'))
    expect(textOf('.nav-bar__title')).toBe('Privacy policy')
    await until(() => textOf('.docs__heading') === '1. What we collect')
    // It is honest about what "remember account" keeps on the phone.
    expect($('.docs')?.textContent).toContain('Remember me')
  })
})

describe('the help centre', () => {
  test('groups its questions by the six topics, answers closed until tapped', async () => {
    onRoute('/pages/help/index')
    testUtils = await mount(HelpPage)
    await until(() => $('.help__topic-title'))
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

  /** One locale's three documents, as the pages read them. */
  const documents = async (locale: Locale) => ({
    agreement: await agreement[locale](),
    privacy: await privacy[locale](),
    help: await help[locale](),
  })

  test.each(LOCALES.map((locale) => [locale]))(
    '%s has the same shape as zh-Hans',
    async (locale) => {
      const docs = await documents(locale)
      const reference = await documents('zh-Hans')
      const shape = (doc: LegalDocument) => doc.sections.map((s) => s.paragraphs.length)
      expect(shape(docs.agreement)).toEqual(shape(reference.agreement))
      expect(shape(docs.privacy)).toEqual(shape(reference.privacy))
      const topics = (centre: HelpCentre) =>
        centre.topics.map((topic) => [topic.id, topic.questions.length])
      expect(topics(docs.help)).toEqual(topics(reference.help))
      for (const text of [
        ...leaves(docs.agreement),
        ...leaves(docs.privacy),
        ...leaves(docs.help),
      ]) {
        expect(text.trim()).not.toBe('')
      }
    },
  )

  test.each(LOCALES.map((locale) => [locale]))('%s gives the contact address', async (locale) => {
    const docs = await documents(locale)
    expect(leaves(docs.agreement).join()).toContain(SUPPORT_EMAIL)
    expect(leaves(docs.privacy).join()).toContain(SUPPORT_EMAIL)
    expect(docs.help.contact).toContain(SUPPORT_EMAIL)
  })
})
