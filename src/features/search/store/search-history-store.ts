import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { taroJSONStorage } from '@/services/taro-storage'

export const HISTORY_LIMIT = 15

/**
 * How the history tells terms apart: as search does, with width and case folded and spaces
 * collapsed ("Mojito", "mojito" and "ＭＯＪＩＴＯ" are one term).
 */
export function historyKey(term: string): string {
  return term.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Most recent first, one entry per folded term (the most recent spelling kept). */
function folded(terms: string[]): string[] {
  const seen = new Set<string>()
  return terms.filter((term) => {
    const key = historyKey(term)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

interface SearchHistoryState {
  /** Most recent first, no repeats (folded case and width). */
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
          terms: folded([value, ...state.terms]).slice(0, HISTORY_LIMIT),
        }))
      },
      clear: () => set({ terms: [] }),
    }),
    {
      name: 'sichu:search-history',
      version: 2,
      // Histories kept before version 2 could hold "Mojito" and "mojito" apart.
      migrate: (persisted) => {
        const terms = (persisted as { terms?: unknown } | null)?.terms
        return { terms: Array.isArray(terms) ? folded(terms.map(String)) : [] }
      },
      storage: taroJSONStorage,
      partialize: ({ terms }) => ({ terms }),
    },
  ),
)
