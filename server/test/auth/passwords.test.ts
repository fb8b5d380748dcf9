import fs from 'node:fs'
import path from 'node:path'
import {
  hashPassword,
  isCommonPassword,
  passwordRuleProblem,
  verifyPassword,
} from '../../src/auth/passwords'

const LIST = path.resolve(__dirname, '../../src/auth/common-passwords.txt')

test('ships a list of at least 1,000 common passwords', () => {
  const entries = fs
    .readFileSync(LIST, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  expect(entries.length).toBeGreaterThanOrEqual(1000)
  for (const known of ['password', 'qwerty123', 'iloveyou', 'woaini1314', 'sunshine']) {
    expect(entries).toContain(known)
  }
})

test('common passwords are recognised without regard to case', () => {
  expect(isCommonPassword('password1')).toBe(true)
  expect(isCommonPassword('PassWord1')).toBe(true)
  expect(isCommonPassword('Braised-Pork-42')).toBe(false)
})

test.each([
  ['short1', 'tooShort'],
  ['x'.repeat(65), 'tooLong'],
  ['1234567890', 'onlyDigits'],
  ['Qwerty123', 'common'],
  ['football1', 'common'],
  ['Braised-Pork-42', null],
  ['红烧肉要慢慢炖才好吃', null],
])('%s → %s', (password, problem) => {
  expect(passwordRuleProblem(password)).toBe(problem)
})

test('hashes with argon2id and verifies only the right password', async () => {
  const stored = await hashPassword('Braised-Pork-42')
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  expect(await verifyPassword(stored, 'Braised-Pork-42')).toBe(true)
  expect(await verifyPassword(stored, 'braised-pork-42')).toBe(false)
})

test('with no stored hash it still runs argon2 and says no', async () => {
  await verifyPassword(undefined, 'warm-up')
  const started = process.hrtime.bigint()
  expect(await verifyPassword(undefined, 'Braised-Pork-42')).toBe(false)
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  // A real argon2 verification at 19 MiB takes milliseconds, a skipped one microseconds.
  expect(ms).toBeGreaterThan(2)
  expect(await verifyPassword('not a hash', 'x')).toBe(false)
})
