import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { UserInfo, VersionInfo } from '@shared/api'
import { taroJSONStorage } from '@/services/taro-storage'

export interface RememberedAccount {
  username: string
  password: string
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
    }),
    {
      name: 'sichu:session',
      version: 1,
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
