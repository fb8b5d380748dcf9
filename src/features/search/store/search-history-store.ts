import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { taroJSONStorage } from '@/services/taro-storage'

export const HISTORY_LIMIT = 15

interface SearchHistoryState {
  /** Most recent first, no repeats. */
  terms: string[]
  add: (term: string) => void
  clear: () => void
}

/** Terms this device searched for, kept in Taro storage (never sent anywhere). */
export const useSearchHistoryStore = create<SearchHistoryState>()(
  persist(
    (set) => ({
      terms: [],
      add: (term) => {
        const value = term.trim()
        if (!value) return
        set((state) => ({
          terms: [value, ...state.terms.filter((t) => t !== value)].slice(0, HISTORY_LIMIT),
        }))
      },
      clear: () => set({ terms: [] }),
    }),
    {
      name: 'sichu:search-history',
      version: 1,
      storage: taroJSONStorage,
      partialize: ({ terms }) => ({ terms }),
    },
  ),
)
