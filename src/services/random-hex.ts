export interface RandomSource {
  getRandomValues: (array: Uint8Array) => Uint8Array
}

function platformRandom(): RandomSource | undefined {
  // `typeof` first: a mini-program has no global `crypto` (nor, on old bases, `globalThis`).
  if (typeof crypto === 'undefined' || typeof crypto.getRandomValues !== 'function')
    return undefined
  return crypto as RandomSource
}

/**
 * `bytes` random bytes as hex, for values that must be unique per use (the login's nonce, a food
 * record's idempotency key). Browsers give cryptographic randomness; the mini-programs have no
 * synchronous equivalent, and there these values only have to be unique, so time and
 * Math.random are mixed in instead.
 */
export function randomHex(bytes: number, source: RandomSource | undefined = platformRandom()) {
  const values = new Uint8Array(bytes)
  if (source) source.getRandomValues(values)
  else {
    const time = Date.now()
    for (let i = 0; i < bytes; i += 1) {
      values[i] = (Math.floor(Math.random() * 256) ^ (time / 2 ** (i % 6)) ^ (i * 31)) & 0xff
    }
  }
  return Array.from(values, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
