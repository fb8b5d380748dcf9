import type { Generated, Insertable, Selectable } from 'kysely'
import type { Gender, Locale } from '../../../types/api'
import type { CodePurpose } from '../../../types/auth'

/**
 * The accounts tables (migration 002). Instants the server compares (expiries, windows) are
 * integer milliseconds since the epoch, read from the app's clock; dates shown to people
 * (`created_at` of a user) are ISO 8601 text.
 */
export interface AccountTables {
  users: UsersTable
  kitchens: KitchensTable
  kitchen_members: KitchenMembersTable
  sessions: SessionsTable
  verification_codes: VerificationCodesTable
  login_nonces: LoginNoncesTable
  auth_events: AuthEventsTable
  auth_locks: AuthLocksTable
  rate_limits: RateLimitsTable
  uploads: UploadsTable
  device_tokens: DeviceTokensTable
}

export interface UsersTable {
  id: Generated<number>
  /** Unique without regard to case (COLLATE NOCASE); kept as typed. */
  username: string
  /** Stored lower-cased, so lookups and the unique index ignore case. */
  email: string
  password_hash: string
  nickname: string
  avatar: Generated<string>
  gender: Generated<Gender>
  bio: Generated<string>
  locale: Locale
  created_at: string
  updated_at: string
}

export interface KitchensTable {
  id: Generated<number>
  name: string
  created_at: string
  /** IANA zone of the kitchen's "today" (migration 005). */
  time_zone: Generated<string>
  /** The current invite code (upper case), unique while set; migration 005. */
  invite_code: string | null
  /** When that code stops working, ms since the epoch. */
  invite_expires_at: number | null
  /** Raised by triggers on every write to the kitchen's stock items (migration 010). */
  stock_version: Generated<number>
}

export interface KitchenMembersTable {
  kitchen_id: number
  /** Unique: a person cooks in one kitchen at a time. */
  user_id: number
  role: 'owner' | 'member'
  joined_at: string
}

export interface SessionsTable {
  id: Generated<number>
  user_id: number
  /** sha256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string
  created_at: number
  last_used_at: number
  expires_at: number
}

export interface VerificationCodesTable {
  id: Generated<number>
  email: string
  purpose: CodePurpose
  code_hash: string
  created_at: number
  expires_at: number
  attempts: Generated<number>
}

export interface LoginNoncesTable {
  nonce: string
  expires_at: number
}

/** Dated facts counted over a sliding window: failed logins, code requests. */
export interface AuthEventsTable {
  id: Generated<number>
  kind: AuthEventKind
  subject: string
  created_at: number
}

/**
 * Failed logins per account and address and wrong invite codes are counted on `rate_limits`
 * (counted before each check, see auth/attempts.ts), no longer here.
 */
export type AuthEventKind = 'code-request-email' | 'code-request-address' | 'login-failure-name'

export interface AuthLocksTable {
  kind: 'account' | 'address'
  subject: string
  until: number
}

/**
 * Fixed-window counters: the HTTP rate limiter's (key `<method> <url>|<address>`) and the
 * attempts counted before each check (`login-account|…`, `login-address|…`, `invite-user|…`,
 * `invite-address|…`; auth/attempts.ts).
 */
export interface RateLimitsTable {
  key: string
  count: number
  reset_at: number
}

export interface UploadsTable {
  /** `<32 hex>.<jpg|png|webp>`, also the file name under DATA_DIR/uploads. */
  name: string
  user_id: number
  content_type: string
  size: number
  created_at: string
}

/** A device that logged in (migration 007); only the hash of its token is stored. */
export interface DeviceTokensTable {
  id: Generated<number>
  user_id: number
  /** sha256 of the token, bound to the user: `device\n<user id>\n<token>`. */
  token_hash: string
  /** Wrong passwords typed with this token, counted before each check; the tenth invalidates it. */
  failures: Generated<number>
  created_at: number
  expires_at: number
  /** 1 when "remember account" was chosen: the token alone logs in (once; it rotates). */
  signs_in: Generated<number>
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type Session = Selectable<SessionsTable>
export type VerificationCode = Selectable<VerificationCodesTable>

/** The caller's place: which kitchen, in which role, and the zone its days are counted in. */
export interface Membership {
  kitchenId: number
  name: string
  role: 'owner' | 'member'
  timeZone: string
  /** The kitchen's stock version (migration 010): raised by every write to its items. */
  stockVersion: number
}
