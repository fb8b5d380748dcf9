const NONCE_BYTES = 16

interface RandomSource {
  getRandomValues: (array: Uint8Array) => Uint8Array
}

function randomSource(): RandomSource | undefined {
  // `typeof` first: a mini-program has no global `crypto` (nor, on old bases, `globalThis`).
  if (typeof crypto === 'undefined' || typeof crypto.getRandomValues !== 'function')
    return undefined
  return crypto as RandomSource
}

/**
 * 32 hex characters for the login's `nonce`. Browsers give cryptographic randomness; the
 * mini-programs have no synchronous equivalent, and there the nonce only has to be unique (the
 * server accepts each one once), so time and Math.random are mixed in instead.
 */
export function makeNonce(source: RandomSource | undefined = randomSource()): string {
  const bytes = new Uint8Array(NONCE_BYTES)
  if (source) source.getRandomValues(bytes)
  else {
    const time = Date.now()
    for (let i = 0; i < NONCE_BYTES; i += 1) {
      bytes[i] = (Math.floor(Math.random() * 256) ^ (time / 2 ** (i % 6)) ^ (i * 31)) & 0xff
    }
  }
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
