import { Text, View } from '@tarojs/components'
import type TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { usePasswordStrength } from '@/features/auth/strength/use-password-strength'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  answerRoutes,
  mount,
  quietActWarning,
  refuse,
  sent,
  settle,
  until,
} from '../../helpers/accounts'
import { closedPort, startApiServer, type ApiServer } from '../../helpers/api-server'
import { scorePassword, STRENGTH } from '../../helpers/strength'

let server: ApiServer
let testUtils: TestUtils
let setPassword: (password: string) => void

/** The hook's answer, drawn as text: `checking`, `none`, or `score/problem`. */
function Probe() {
  const [password, set] = useState('')
  setPassword = set
  const estimate = usePasswordStrength(password, { username: 'mei_2024', email: 'mei@example.com' })
  const shown =
    estimate === undefined
      ? 'checking'
      : estimate === null
        ? 'none'
        : `${estimate.score}/${estimate.problem}`
  return (
    <View>
      <Text className='probe'>{password ? shown : 'empty'}</Text>
    </View>
  )
}

const shown = () => document.querySelector('.probe')?.textContent
const enter = (password: string) => testUtils.act(() => setPassword(password))

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(async () => {
  quietActWarning()
  server.received.length = 0
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: null, userInfo: null })
  answerRoutes(server, { [STRENGTH]: scorePassword })
  testUtils = await mount(Probe)
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

test('asks the server once typing pauses, and shows its score', async () => {
  enter('Steamed-Fish-77')
  expect(shown()).toBe('checking')
  await until(() => shown() !== 'checking')
  expect(shown()).toBe('4/null')
  expect(sent(server, STRENGTH).map((req) => req.body)).toEqual([
    { password: 'Steamed-Fish-77', username: 'mei_2024', email: 'mei@example.com' },
  ])
})

test('quick typing sends only the last password; an answer never shows for another one', async () => {
  for (const password of ['P', 'Pa', 'Pas', 'Pass', 'Passw0rd!']) enter(password)
  await until(() => shown() !== 'checking')
  expect(shown()).toBe('1/weak')
  expect(sent(server, STRENGTH).map((req) => (req.body as { password: string }).password)).toEqual([
    'Passw0rd!',
  ])
  enter('Passw0rd!x')
  expect(shown()).toBe('checking')
})

test('blank and the username or email part are told at once, without the server', async () => {
  enter('        ')
  expect(shown()).toBe('0/blank')
  enter('x-MEI_2024-kitchen')
  expect(shown()).toBe('0/hasName')
  enter('mei-cooks-rice')
  expect(shown()).toBe('0/hasName')
  await settle(500)
  expect(sent(server, STRENGTH)).toHaveLength(0)
})

test('a refused or failed call leaves no meter, quietly', async () => {
  answerRoutes(server, { [STRENGTH]: () => refuse(429, 42900, '请求太频繁') })
  enter('Steamed-Fish-77')
  await until(() => shown() === 'none')
  expect(document.querySelector('.taro__toast')).toBeNull()
  // Offline: nothing listens where the API was.
  process.env.TARO_APP_API_BASE = `http://127.0.0.1:${await closedPort()}/api`
  enter('Braised-Pork-42')
  await until(() => shown() === 'none')
  process.env.TARO_APP_API_BASE = server.base
})
