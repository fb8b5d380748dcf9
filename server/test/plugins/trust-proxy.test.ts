import { makeAuthApp, type AuthTestApp } from '../auth/support'

/**
 * Behind a load balancer every client has the balancer's address: with TRUST_PROXY naming it,
 * the per-address limits count each client (X-Forwarded-For) instead of everyone together.
 */
let t: AuthTestApp

afterEach(async () => {
  await t.close()
})

function wrongLogin(app: AuthTestApp['app'], forwardedFor: string | undefined, i: number) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.9.0.2',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      username: `nobody${i}`,
      password: 'not the password 1',
      nonce: `nonce-for-proxy-test-${i}-${forwardedFor ?? 'none'}`,
      timestamp: t.clock.now(),
    },
  })
}

async function lockOneAddress(app: AuthTestApp['app'], forwardedFor?: string) {
  // 20 wrong passwords from one address lock it (each for another name: no account lock).
  for (let i = 0; i < 20; i++) await wrongLogin(app, forwardedFor, i)
}

test('with TRUST_PROXY, 20 failures from one client lock that client, not the balancer', async () => {
  t = await makeAuthApp({ trustProxy: ['10.9.0.0/24'] })
  await lockOneAddress(t.app, '203.0.113.7')
  expect((await wrongLogin(t.app, '203.0.113.7', 99)).statusCode).toBe(429)
  // Another client behind the same balancer is not locked.
  expect((await wrongLogin(t.app, '198.51.100.4', 99)).json()).toMatchObject({ code: 40001 })
})

test('without it, the balancer is the client: one locks everyone (the header is not believed)', async () => {
  t = await makeAuthApp()
  await lockOneAddress(t.app, '203.0.113.7')
  expect((await wrongLogin(t.app, '198.51.100.4', 99)).statusCode).toBe(429)
})
