/**
 * The API contract both sides import: the envelope every `/api` answer uses and the payloads of
 * the calls. Server schemas (TypeBox) are written to match these types and are checked against
 * them at compile time where they are declared.
 */

/** Every `/api` answer: `code` 0 on success, else a business code; `msg` in the caller's language. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  content: T
  status?: number
}

/** Business codes that are not simply the HTTP status. */
export const ApiCode = {
  ok: 0,
  /** A login-only call made without a token (answered with HTTP 200). */
  loginRequired: 401,
} as const

export type Platform = 'H5' | 'WEAPP' | 'ALIPAY'

export interface VersionCheckRequest {
  platform: Platform
  /** The app's version string, e.g. "1.2.0". */
  versionCode: string
}

export interface VersionInfo {
  versionName: string
  /** The release's version string (semver), same form as the request's `versionCode`. */
  versionCode: string
  updateContent: string
  downloadUrl: string
  force: boolean
}

/** Before "update now" opens a release's download: does its URL answer 200 now? */
export interface DownloadCheckRequest {
  platform: Platform
  /** The release's version, as the check answered it. */
  versionCode: string
}

export interface DownloadCheckResult {
  available: boolean
}

export interface HealthStatus {
  status: 'ok' | 'degraded'
  /** The database the server runs on. */
  db: 'sqlite' | 'postgres'
  /** The answering process (several instances may stand behind one address). */
  instance: string
}

export interface Paged<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

export type Locale = 'zh-Hans' | 'zh-Hant' | 'en' | 'es' | 'fr'
export const LOCALES: readonly Locale[] = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr']
export const DEFAULT_LOCALE: Locale = 'zh-Hans'

export interface KitchenRef {
  id: number
  name: string
  role: 'owner' | 'member'
}

export type Gender = 'unknown' | 'male' | 'female'

export interface UserInfo {
  id: number
  username: string
  nickname: string
  avatar: string
  /** Masked, e.g. a***@example.com. */
  email: string
  gender: Gender
  bio: string
  locale: Locale
  kitchen: KitchenRef | null
  createdAt: string
}
