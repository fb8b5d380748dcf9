import type { IngredientSuggestion } from '@shared/kitchen'
import { useEffect, useState } from 'react'
import { suggestIngredients } from '../api/suggest-ingredients'

/** The name field asks once typing has rested this long. */
export const SUGGEST_DEBOUNCE = 250

/** Catalogue names for what is being typed; an older answer never replaces a newer one. */
export function useIngredientSuggest(query: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<IngredientSuggestion[]>([])
  const q = query.trim()

  useEffect(() => {
    if (!enabled || !q) {
      setSuggestions([])
      return undefined
    }
    let call: ReturnType<typeof suggestIngredients> | undefined
    let live = true
    const timer = setTimeout(() => {
      call = suggestIngredients(q)
      call.then(
        (answer) => {
          if (live) setSuggestions(answer.filter((s) => s.name !== q))
        },
        () => undefined,
      )
    }, SUGGEST_DEBOUNCE)
    return () => {
      live = false
      clearTimeout(timer)
      call?.abort()
    }
  }, [q, enabled])

  return suggestions
}
