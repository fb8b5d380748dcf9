import path from 'node:path'
import { ConfigError, databaseLabel, databaseLocation, loadConfig } from '../src/config'

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
      DATABASE_URL: 'postgres://sichu:secret@db.internal:5432/sichu',
    },
    CWD,
  )
  expect(config).toMatchObject({
    databaseUrl: 'postgres://sichu:secret@db.internal:5432/sichu',
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
  [{ DATABASE_URL: 'db.internal:5432' }, 'DATABASE_URL', 'protocol must be postgres:'],
  [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL', 'postgres://user:pass@host:5432/db'],
  [{ DATABASE_URL: 'mysql://h/db' }, 'DATABASE_URL', 'postgres: or postgresql:, got mysql:'],
  [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY', '"nginx" is not an IP address or CIDR'],
  [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY', '10.0.0.0/33'],
  [{ TRUST_PROXY: '10.0.0.5,' }, 'TRUST_PROXY', 'not an IP address'],
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

test('DATABASE_URL selects PostgreSQL; blank or unset keeps SQLite', () => {
  expect(loadConfig({ DATABASE_URL: 'postgresql://h/sichu' }, CWD).databaseUrl).toBe(
    'postgresql://h/sichu',
  )
  expect(loadConfig({ DATABASE_URL: ' ' }, CWD).databaseUrl).toBeUndefined()
  expect(loadConfig({}, CWD).databaseUrl).toBeUndefined()
})

test('TRUST_PROXY names the load balancers: addresses and CIDRs, v4 and v6', () => {
  expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16 ,::1' }, CWD).trustProxy).toEqual([
    '10.0.0.5',
    '10.1.0.0/16',
    '::1',
  ])
  expect(loadConfig({}, CWD).trustProxy).toBeUndefined()
})

test('the database is named without its password', () => {
  const config = loadConfig({ DATABASE_URL: 'postgres://sichu:secret@db:5432/sichu' }, CWD)
  expect(databaseLocation(config)).toBe('postgres://sichu:secret@db:5432/sichu')
  expect(databaseLabel(config)).toBe('postgres://sichu:***@db:5432/sichu')
  expect(databaseLabel(loadConfig({}, CWD))).toBe('/srv/sichu/data/sichu.db')
})
