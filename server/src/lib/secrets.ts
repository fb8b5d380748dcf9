import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { CodePurpose } from '../../../types/auth'

/** 256 random bits, URL-safe: what a client keeps and sends as `Bearer <token>`. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The exact shape newSessionToken produces; anything else is not worth a database lookup. */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Six digits, uniformly drawn from a cryptographic source (leading zeros included). */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * What is stored for a code: bound to its email and purpose, so a row copied onto another
 * email or purpose does not match.
 */
export function hashVerificationCode(email: string, purpose: CodePurpose, code: string): string {
  return sha256(`${purpose}\n${email}\n${code}`)
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
