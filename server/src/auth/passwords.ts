import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { hash, verify } from '@node-rs/argon2'
import { passwordProblem, type PasswordProblem } from '../../../types/auth'

/**
 * argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, two
 * passes, one lane. Written out so a library upgrade cannot silently weaken new hashes.
 */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export type PasswordRuleProblem = PasswordProblem | 'common'

function loadCommonPasswords(): string[] {
  const text = fs.readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
  return text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

const COMMON_LIST = loadCommonPasswords()
const COMMON = new Set(COMMON_LIST)

/** The project's list of the most common passwords, lower-cased, most common first. */
export function commonPasswordList(): string[] {
  return COMMON_LIST
}

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}

/** The shared form rules (length, not only digits) plus the list of the most common passwords. */
export function passwordRuleProblem(password: string): PasswordRuleProblem | null {
  return passwordProblem(password) ?? (isCommonPassword(password) ? 'common' : null)
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

let dummyHash: Promise<string> | undefined

/** Computes the throw-away hash ahead of time, so even the first unknown user is not faster. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'))
  return dummyHash
}

/**
 * Checks a password against a stored hash. With no hash (no such user) it still runs a full
 * argon2 verification against a throw-away hash, so "no such user" and "wrong password" take
 * the same time and cannot be told apart by a stopwatch.
 */
export async function verifyPassword(stored: string | undefined, password: string) {
  const target = stored ?? (await prepareDummyHash())
  try {
    const matches = await verify(target, password)
    return stored !== undefined && matches
  } catch {
    // A stored value that is not an argon2 hash never matches.
    return false
  }
}
