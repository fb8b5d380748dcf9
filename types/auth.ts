/**
 * Accounts: the payloads of the auth and user calls (SPEC §4), and the form rules both the server
 * and the client's forms apply, so a form refuses what the server would refuse.
 */
import type { Gender, Locale, UserInfo } from './api'

export type CodePurpose = 'register' | 'login' | 'reset' | 'bind-email'

/**
 * A code goes to an email. For logging in the account may be named by its username instead:
 * the code then goes to that account's email (and nothing says whether it exists).
 */
export interface SendCodeRequest {
  email?: string
  username?: string
  purpose: CodePurpose
}

export interface RegisterRequest {
  username: string
  email: string
  code: string
  password: string
  nickname?: string
}

export interface LoginRequest {
  /** The username or the email. */
  username: string
  password: string
  /** 16-64 characters, accepted once. */
  nonce: string
  /** Client time in ms; must be within 5 minutes of the server's. */
  timestamp: number
  /** The device token a previous login of this account gave this device, if it kept one. */
  deviceToken?: string
  /** "Remember account": the device token this login answers may log in by itself. */
  remember?: boolean
}

/**
 * A remembered account's one-tap login (and its "forget"): the device token of a login that
 * chose "remember account". It works once (the answer carries the next one) and stops working
 * after a password change or reset, "forget", or a year.
 */
export interface DeviceLoginRequest {
  /** The account's username (as the login answered it). */
  username: string
  deviceToken: string
}

export interface CodeLoginRequest {
  /** The username or the email. */
  username: string
  code: string
}

export interface ResetPasswordRequest {
  email: string
  code: string
  password: string
}

export interface AuthResult {
  token: string
  userInfo: UserInfo
  /**
   * Kept by the device and sent with its next password logins of this account (1 year, replaced
   * at each login): such logins are exempt from the lockouts strangers can cause.
   */
  deviceToken: string
}

export interface UpdateUserInfoRequest {
  nickname?: string
  /** Only a URL of this server's own uploads (`/api/uploads/…`). */
  avatar?: string
  gender?: Gender
  bio?: string
  locale?: Locale
}

export interface ChangePasswordRequest {
  oldPassword: string
  newPassword: string
}

export interface SensitiveInfoRequest {
  password: string
  email: string
  code: string
}

export interface Kanban {
  favorites: number
  records: number
  cookedDaysThisMonth: number
  streakDays: number
  planned: number
  stockAlerts: number
  /** Items on the kitchen's shopping list for the coming week not ticked yet. */
  toBuy: number
}

export interface UploadResult {
  url: string
}

/**
 * "alice@example.com" → "a***@example.com": enough to recognise, not to harvest. The server
 * answers emails so; a phone compares a typed email with a remembered account's by it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

export const USERNAME_RULE = /^[A-Za-z0-9_]{3,32}$/
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
export const NICKNAME_MAX = 32
export const BIO_MAX = 200
export const CODE_RULE = /^\d{6}$/
export const EMAIL_MAX = 254
/** Deliberately simple: one @, something on both sides, a dot in the domain. */
export const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const NONCE_MIN = 16
export const NONCE_MAX = 64
/** Seconds between two codes to the same email. */
export const CODE_RESEND_SECONDS = 60

export type PasswordProblem = 'tooShort' | 'tooLong' | 'onlyDigits'

/** The rules both sides check; the server also refuses the most common passwords. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'tooShort'
  if (password.length > PASSWORD_MAX) return 'tooLong'
  if (/^\d+$/.test(password)) return 'onlyDigits'
  return null
}

/** What a new password must also avoid, beyond the form rules: checked with an estimator. */
export type StrengthProblem = 'blank' | 'hasName' | 'weak'
/** zxcvbn's scale is 0-4; 3 is "safely unguessable" for an online attacker. */
export const MIN_PASSWORD_SCORE = 3
/** Words of this app that people put in passwords, as an extra dictionary for the estimator. */
export const APP_WORDS = ['sichu', 'sichuapp', 'sichu_app', '私厨']

/** The meter's question: a password being typed and whose it would be (POST /auth/password-strength). */
export interface PasswordStrengthRequest {
  password: string
  username?: string
  email?: string
  nickname?: string
}

/** The server's answer: zxcvbn's 0-4 score and what its check would refuse, if anything. */
export interface PasswordStrengthResult {
  score: number
  /** `common`: on the server's list of the most common passwords. */
  problem: StrengthProblem | 'common' | null
}

/** Who the password is for, as far as the caller knows. */
export interface PasswordOwner {
  username?: string
  email?: string
  nickname?: string
}

/**
 * The names a password must not contain: the username and the email's local part, lower-cased,
 * when at least 3 characters (a 1-letter local part would refuse nearly every password).
 */
export function ownerNames(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0]
  return [owner.username, local]
    .map((name) => (name ?? '').trim().toLowerCase())
    .filter((name) => name.length >= 3)
}

/** What the estimator should also know: the owner's names and nickname, and the app's words. */
export function estimatorInputs(owner: PasswordOwner): string[] {
  const extra = [owner.email, owner.nickname].map((s) => (s ?? '').trim()).filter(Boolean)
  return [...ownerNames(owner), ...extra, ...APP_WORDS]
}

/** The strength rules both sides apply, given the estimator's score (0-4) of the password. */
export function strengthProblem(
  password: string,
  score: number,
  owner: PasswordOwner,
): StrengthProblem | null {
  if (password.trim() === '') return 'blank'
  const lower = password.toLowerCase()
  if (ownerNames(owner).some((name) => lower.includes(name))) return 'hasName'
  return score < MIN_PASSWORD_SCORE ? 'weak' : null
}
