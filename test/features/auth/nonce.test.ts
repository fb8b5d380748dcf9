import { NONCE_MAX, NONCE_MIN } from '@shared/auth'
import { makeNonce } from '@/features/auth/nonce'

test('is 32 hex characters, within the contract', () => {
  const nonce = makeNonce()
  expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(nonce.length).toBeGreaterThanOrEqual(NONCE_MIN)
  expect(nonce.length).toBeLessThanOrEqual(NONCE_MAX)
})

test('differs every time', () => {
  const seen = new Set(Array.from({ length: 500 }, () => makeNonce()))
  expect(seen.size).toBe(500)
})

test('uses the platform crypto when there is one', () => {
  const source = { getRandomValues: jest.fn((bytes: Uint8Array) => bytes.fill(171)) }
  expect(makeNonce(source)).toBe('ab'.repeat(16))
  expect(source.getRandomValues).toHaveBeenCalled()
})

test('still gives distinct 32-hex nonces without crypto (mini-programs)', () => {
  const nonces = Array.from({ length: 200 }, () => makeNonce(undefined))
  nonces.forEach((nonce) => expect(nonce).toMatch(/^[0-9a-f]{32}$/))
  expect(new Set(nonces).size).toBe(200)
})
