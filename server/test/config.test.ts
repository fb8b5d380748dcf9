import path from 'node:path'
import { ConfigError, loadConfig } from '../src/config'

const CWD = '/srv/sichu'

test('defaults let the server start on a bare machine', () => {
  const config = loadConfig({}, CWD)
  expect(config).toEqual({
    port: 3000,
    host: '127.0.0.1',
    dataDir: '/srv/sichu/data',
    dbPath: '/srv/sichu/data/sichu.db',
    logLevel: 'info',
    smtpUrl: undefined,
    staticDir: path.resolve(__dirname, '../../dist/h5'),
  })
})

test('reads every variable', () => {
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: 'var/db',
      LOG_LEVEL: 'WARN',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      STATIC_DIR: '/opt/h5',
    },
    CWD,
  )
  expect(config).toMatchObject({
    port: 0,
    host: '0.0.0.0',
    dataDir: '/srv/sichu/var/db',
    dbPath: '/srv/sichu/var/db/sichu.db',
    logLevel: 'warn',
    smtpUrl: 'smtp://user:pass@127.0.0.1:2525',
    staticDir: '/opt/h5',
  })
})

test.each([
  [
    { PORT: 'abc' },
    'PORT',
    'Invalid environment variable PORT: "abc" is not an integer between 0 and 65535',
  ],
  [{ PORT: '70000' }, 'PORT', 'PORT'],
  [{ PORT: '-1' }, 'PORT', 'PORT'],
  [{ PORT: '30.5' }, 'PORT', 'PORT'],
  [{ HOST: '' }, 'HOST', 'HOST'],
  [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', 'fatal, error, warn, info, debug, trace, silent'],
  [{ SMTP_URL: 'not a url' }, 'SMTP_URL', 'SMTP_URL'],
  [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL', 'smtp: or smtps:'],
  [{ DATA_DIR: '  ' }, 'DATA_DIR', 'must not be empty'],
  [{ STATIC_DIR: '' }, 'STATIC_DIR', 'must not be empty'],
])('refuses %j naming the variable', (env, variable, text) => {
  let error: unknown
  try {
    loadConfig(env, CWD)
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ConfigError)
  expect((error as ConfigError).variable).toBe(variable)
  expect((error as ConfigError).message).toContain(text)
})
