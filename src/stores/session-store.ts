import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { UserInfo, VersionInfo } from '@shared/api'
import { taroJSONStorage } from '@/services/taro-storage'

/**
 * The account "remember account" keeps on this device: never its password. Its one-tap login is
 * this device's token of that account (in `deviceTokens`), which the server lets log in only
 * while it is valid (a password change, a reset or "forget" revokes it).
 */
export interface RememberedAccount {
  /** As the server answered it (not as typed: an email would not find the token). */
  username: string
  /** What the login page shows; absent for an account remembered before [11]. */
  nickname?: string
  avatar?: string
  /** Masked as the server answers it (a***@example.com), to match a reset made here. */
  email?: string
  /** The device token of that login may log in by itself; false: the form asks the password. */
  oneTap: boolean
}

/** A device token the server gave this device for one account (bound to it on the server). */
export interface DeviceToken {
  /** The account's username, lower-cased. */
  username: string
  token: string
}

/** Accounts a shared phone remembers device tokens for; the least recent is forgotten. */
export const DEVICE_TOKENS_KEPT = 5

interface SessionState {
  token: string | null
  userInfo: UserInfo | null
  /** Kept only while "remember account" is chosen; cleared otherwise and by code login. */
  rememberedAccount: RememberedAccount | null
  /** The newest release the version check found, or null. */
  newVersion: VersionInfo | null
  /** Most recent first; kept across logouts: they spare this device the lockouts. */
  deviceTokens: DeviceToken[]
  logIn: (token: string, userInfo: UserInfo) => void
  /** Logged out: token and userInfo cleared (remembered account and newVersion stay). */
  clear: () => void
  mergeUserInfo: (changes: Partial<UserInfo>) => void
  setRememberedAccount: (account: RememberedAccount | null) => void
  setNewVersion: (info: VersionInfo | null) => void
  /** Keeps the token a login answered, replacing that account's previous one. */
  keepDeviceToken: (username: string, token: string) => void
  /** Drops this device's token of that account (revoked on the server). */
  dropDeviceToken: (username: string) => void
}

/** Version 1 kept `rememberedAccount.password` in clear text: dropped when a session loads. */
export const SESSION_VERSION = 2

export function migrateSession(persisted: unknown, version: number): unknown {
  const state = (persisted ?? {}) as { rememberedAccount?: { username?: unknown } | null }
  if (version >= SESSION_VERSION) return state
  const username = state.rememberedAccount?.username
  // The name stays (the form fills it in, as before); the password and its one-tap do not.
  const rememberedAccount: RememberedAccount | null =
    typeof username === 'string' && username !== '' ? { username, oneTap: false } : null
  return { ...state, rememberedAccount }
}

/**
 * The device token to send with a password login typed as `login`: that username's, or for an
 * email (the phone cannot tell whose it is) the most recent one. The server ignores a token of
 * another account.
 */
export function deviceTokenFor(tokens: DeviceToken[], login: string): string | undefined {
  const name = login.trim().toLowerCase()
  if (name.includes('@')) return tokens[0]?.token
  return tokens.find((entry) => entry.username === name)?.token
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      userInfo: null,
      rememberedAccount: null,
      newVersion: null,
      deviceTokens: [],
      logIn: (token, userInfo) => set({ token, userInfo }),
      clear: () => set({ token: null, userInfo: null }),
      mergeUserInfo: (changes) =>
        set((state) => (state.userInfo ? { userInfo: { ...state.userInfo, ...changes } } : {})),
      setRememberedAccount: (rememberedAccount) => set({ rememberedAccount }),
      setNewVersion: (newVersion) => set({ newVersion }),
      keepDeviceToken: (username, token) =>
        set((state) => {
          const key = username.toLowerCase()
          const others = state.deviceTokens.filter((entry) => entry.username !== key)
          return {
            deviceTokens: [{ username: key, token }, ...others].slice(0, DEVICE_TOKENS_KEPT),
          }
        }),
      dropDeviceToken: (username) =>
        set((state) => ({
          deviceTokens: state.deviceTokens.filter((e) => e.username !== username.toLowerCase()),
        })),
    }),
    {
      name: 'sichu:session',
      version: SESSION_VERSION,
      migrate: migrateSession,
      storage: taroJSONStorage,
      partialize: ({ token, userInfo, rememberedAccount, newVersion, deviceTokens }) => ({
        token,
        userInfo,
        rememberedAccount,
        newVersion,
        deviceTokens,
      }),
    },
  ),
)
