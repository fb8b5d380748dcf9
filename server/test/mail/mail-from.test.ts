import { ConfigError, loadConfig } from '../../src/config'
import { senderFor } from '../../src/mail/mailer'

test('MAIL_FROM is optional and checked', () => {
  expect(loadConfig({}, '/tmp').mailFrom).toBeUndefined()
  expect(loadConfig({ MAIL_FROM: ' 私厨 <codes@sichu.example> ' }, '/tmp').mailFrom).toBe(
    '私厨 <codes@sichu.example>',
  )
  expect(loadConfig({ MAIL_FROM: 'codes@sichu.example' }, '/tmp').mailFrom).toBe(
    'codes@sichu.example',
  )
  expect(() => loadConfig({ MAIL_FROM: 'not an address' }, '/tmp')).toThrow(ConfigError)
  expect(() => loadConfig({ MAIL_FROM: 'not an address' }, '/tmp')).toThrow(/MAIL_FROM/)
})

test.each([
  ['smtp://127.0.0.1:2525', undefined, 'Sichu <no-reply@127.0.0.1>'],
  ['smtp://bot%40sichu.example:pw@smtp.example.com:587', undefined, 'Sichu <bot@sichu.example>'],
  ['smtps://user:pw@smtp.example.com', undefined, 'Sichu <no-reply@smtp.example.com>'],
  ['smtp://127.0.0.1:2525', 'Chef <chef@example.com>', 'Chef <chef@example.com>'],
])('the sender for %s (MAIL_FROM %s) is %s', (url, from, sender) => {
  expect(senderFor(url, from)).toBe(sender)
})
