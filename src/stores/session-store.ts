import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { UserInfo, VersionInfo } from '@shared/api'
import { taroJSONStorage } from '@/services/taro-storage'

export interface RememberedAccount {
  username: string
  password: string
}

interface SessionState {
  token: string | null
  userInfo: UserInfo | null
  /** Kept only while "remember account" is chosen; cleared otherwise and by code login. */
  rememberedAccount: RememberedAccount | null
  /** The newest release the version check found, or null. */
  newVersion: VersionInfo | null
  logIn: (token: string, userInfo: UserInfo) => void
  /** Logged out: token and userInfo cleared (remembered account and newVersion stay). */
  clear: () => void
  mergeUserInfo: (changes: Partial<UserInfo>) => void
  setRememberedAccount: (account: RememberedAccount | null) => void
  setNewVersion: (info: VersionInfo | null) => void
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      userInfo: null,
      rememberedAccount: null,
      newVersion: null,
      logIn: (token, userInfo) => set({ token, userInfo }),
      clear: () => set({ token: null, userInfo: null }),
      mergeUserInfo: (changes) =>
        set((state) => (state.userInfo ? { userInfo: { ...state.userInfo, ...changes } } : {})),
      setRememberedAccount: (rememberedAccount) => set({ rememberedAccount }),
      setNewVersion: (newVersion) => set({ newVersion }),
    }),
    {
      name: 'sichu:session',
      version: 1,
      storage: taroJSONStorage,
      partialize: ({ token, userInfo, rememberedAccount, newVersion }) => ({
        token,
        userInfo,
        rememberedAccount,
        newVersion,
      }),
    },
  ),
)
