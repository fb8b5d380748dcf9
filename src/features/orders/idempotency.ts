import Taro from '@tarojs/taro'
import { randomHex } from '@/services/random-hex'

/** Taro storage key of the confirm screen's pending idempotency key. */
export const ORDER_KEY_STORAGE = 'sichu:order-key'

interface Stored {
  /** The cart lines the key was made for, as the confirm screen's `ids`. */
  ids: string
  key: string
}

function read(): Stored | null {
  try {
    const value: unknown = Taro.getStorageSync(ORDER_KEY_STORAGE)
    const stored = (typeof value === 'string' && value ? JSON.parse(value) : value) as Stored
    return stored && typeof stored.ids === 'string' && typeof stored.key === 'string'
      ? stored
      : null
  } catch {
    return null
  }
}

/**
 * The idempotency key for confirming these cart lines: the one kept from an earlier try that
 * did not come back (a timeout, the app closed), else a new one, kept until the record is made.
 * The server answers the same key with the same record, so a retry never makes two.
 */
export function orderKeyFor(ids: string): string {
  const stored = read()
  if (stored?.ids === ids) return stored.key
  const key = randomHex(16)
  Taro.setStorageSync(ORDER_KEY_STORAGE, JSON.stringify({ ids, key } satisfies Stored))
  return key
}

/** The record was made: the next confirmation gets a key of its own. */
export function forgetOrderKey(key: string) {
  if (read()?.key === key) Taro.removeStorageSync(ORDER_KEY_STORAGE)
}
