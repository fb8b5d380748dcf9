import { LOCALES } from '@shared/api'
import { i18n } from '@/i18n'
import { messages } from '@/i18n/all-locales'

type Tree = { [key: string]: string | Tree }

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

function placeholders(text: string) {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()
}

const reference = new Map(leaves(messages['zh-Hans']))

test('the five locales are there', () => {
  expect(Object.keys(messages).sort()).toEqual(['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'])
})

describe.each(Object.entries(messages))('%s', (_locale, tree) => {
  const entries = leaves(tree)

  test('has no empty string', () => {
    expect(entries.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([])
  })

  test("has exactly zh-Hans's keys", () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...reference.keys()].sort())
  })

  test('uses the same {{placeholders}} as zh-Hans', () => {
    const mismatched = entries
      .filter(
        ([key, text]) =>
          placeholders(text).join() !== placeholders(reference.get(key) ?? '').join(),
      )
      .map(([key]) => key)
    expect(mismatched).toEqual([])
  })
})

/** showModal's limit on button labels (WeChat's, enforced by Taro H5): a CJK character counts 2. */
function modalButtonWidth(text: string) {
  return text.replace(/[\u0391-\uFFE5]/g, 'aa').length
}

test.each(Object.entries(messages))(
  "%s's update modal buttons fit showModal's limit",
  (_l, tree) => {
    expect(modalButtonWidth(tree.version.later)).toBeLessThanOrEqual(8)
    expect(modalButtonWidth(tree.version.updateNow)).toBeLessThanOrEqual(8)
  },
)

test('the version title interpolates the version everywhere', () => {
  for (const locale of LOCALES) {
    expect(i18n.t('version.title', { lng: locale, version: '1.3.0' })).toContain('1.3.0')
  }
})

test('the error catalogue reads exactly as the source in English', () => {
  const en = messages.en.errors
  expect([
    en.unauthorized,
    en.loginRequired,
    en.requestFailed,
    en.networkFailed,
    en.uploadFailed,
    en.logoutFailed,
  ]).toEqual([
    'unauthorised, please log in again',
    'this feature is for logged-in users only, please log in',
    'request failed',
    'network request failed',
    'upload failed',
    'logout failed',
  ])
})

test('and in Simplified Chinese', () => {
  const zh = messages['zh-Hans'].errors
  expect([
    zh.unauthorized,
    zh.loginRequired,
    zh.requestFailed,
    zh.networkFailed,
    zh.uploadFailed,
    zh.logoutFailed,
  ]).toEqual([
    '未授权，请重新登录',
    '该功能需登录后使用，请先登录',
    '请求失败',
    '网络请求失败',
    '上传失败',
    '退出登录失败',
  ])
})
