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
          // The typed name itself comes first when the catalogue knows it: the cook sees it is
          // the name dishes use (and how many), or taps a nearer one.
          if (live) setSuggestions(answer)
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
