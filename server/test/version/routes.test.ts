import type { Platform, VersionInfo } from '../../../types/api'
import { makeApp, postJson, type TestApp } from '../helpers'

const CHECK = '/api/v1/app/version/check'
let t: TestApp

beforeEach(async () => {
  t = await makeApp()
})
afterEach(async () => {
  await t.close()
})

async function publish(platform: Platform, version: string, force = false) {
  await t.app.repos.releases.publish({
    platform,
    version,
    notes: `What is new in ${version}`,
    url: `https://example.com/${platform}/${version}`,
    force,
  })
}

async function check(platform: string, versionCode: string): Promise<VersionInfo | null> {
  const res = await postJson(t.app, CHECK, { platform, versionCode })
  expect(res.statusCode).toBe(200)
  const body = res.json()
  expect(body.code).toBe(0)
  return body.content
}

test('answers null in an envelope when nothing was published', async () => {
  const res = await postJson(t.app, CHECK, { platform: 'H5', versionCode: '1.2.0' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ code: 0, msg: '成功', content: null })
})

test('offers the newest newer release with all its fields', async () => {
  await publish('H5', '1.2.5')
  await publish('H5', '1.3.0')
  await publish('H5', '1.1.0')
  expect(await check('H5', '1.2.0')).toEqual({
    versionName: '1.3.0',
    versionCode: '1.3.0',
    updateContent: 'What is new in 1.3.0',
    downloadUrl: 'https://example.com/H5/1.3.0',
    force: false,
  })
})

test('compares by semver, not as text: 1.10.0 is newer than 1.9.0', async () => {
  await publish('H5', '1.9.0')
  await publish('H5', '1.10.0')
  expect((await check('H5', '1.9.5'))?.versionName).toBe('1.10.0')
  expect((await check('H5', '1.2.0'))?.versionName).toBe('1.10.0')
})

test('the same or a newer version than the newest release gets null', async () => {
  await publish('H5', '1.3.0')
  expect(await check('H5', '1.3.0')).toBeNull()
  expect(await check('H5', '2.0.0')).toBeNull()
})

test('prereleases sort below their release', async () => {
  await publish('H5', '1.3.0-beta.1')
  expect((await check('H5', '1.2.0'))?.versionName).toBe('1.3.0-beta.1')
  expect(await check('H5', '1.3.0')).toBeNull()
  await publish('H5', '1.3.0-beta.2')
  expect((await check('H5', '1.3.0-beta.1'))?.versionName).toBe('1.3.0-beta.2')
  await publish('H5', '1.3.0')
  expect((await check('H5', '1.3.0-beta.2'))?.versionName).toBe('1.3.0')
})

test('keeps platforms apart', async () => {
  await publish('WEAPP', '2.0.0')
  await publish('ALIPAY', '1.5.0')
  expect(await check('H5', '1.2.0')).toBeNull()
  expect((await check('WEAPP', '1.2.0'))?.versionName).toBe('2.0.0')
  expect((await check('ALIPAY', '1.2.0'))?.downloadUrl).toBe('https://example.com/ALIPAY/1.5.0')
})

test('accepts a lower-case platform', async () => {
  await publish('WEAPP', '1.3.0')
  expect((await check('weapp', '1.2.0'))?.versionName).toBe('1.3.0')
})

test('a forced release in between cannot be skipped', async () => {
  await publish('H5', '1.3.0', true)
  await publish('H5', '1.4.0', false)
  const info = await check('H5', '1.2.0')
  expect(info).toMatchObject({ versionName: '1.4.0', force: true })
  // Once past the forced one, the newer optional release is optional again.
  expect(await check('H5', '1.3.0')).toMatchObject({ versionName: '1.4.0', force: false })
})

test('a forced release of another platform or an older version does not force', async () => {
  await publish('H5', '1.1.0', true)
  await publish('WEAPP', '1.3.0', true)
  await publish('H5', '1.3.0', false)
  expect(await check('H5', '1.2.0')).toMatchObject({ versionName: '1.3.0', force: false })
})

describe('refuses bad input with a 400 envelope', () => {
  test.each([
    ['missing platform', { versionCode: '1.2.0' }, 'body/platform：必填'],
    ['missing versionCode', { platform: 'H5' }, 'body/versionCode：必填'],
    [
      'unknown platform',
      { platform: 'IOS', versionCode: '1.2.0' },
      'body/platform：必须是以下之一：H5, WEAPP, ALIPAY',
    ],
    [
      'versionCode not semver',
      { platform: 'H5', versionCode: '1.2' },
      'body/versionCode：格式不正确',
    ],
    ['versionCode a number', { platform: 'H5', versionCode: 120 }, 'body/versionCode：应为字符串'],
    [
      'an unknown field',
      { platform: 'H5', versionCode: '1.2.0', debug: true },
      'body/debug：未知字段，不允许提交',
    ],
  ])('%s', async (_name, body, msg) => {
    const res = await postJson(t.app, CHECK, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
