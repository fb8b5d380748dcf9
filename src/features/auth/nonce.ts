import { randomHex, type RandomSource } from '@/services/random-hex'

const NONCE_BYTES = 16

/** 32 hex characters for the login's `nonce` (the server accepts each one once). */
export function makeNonce(source?: RandomSource): string {
  return source ? randomHex(NONCE_BYTES, source) : randomHex(NONCE_BYTES)
}
