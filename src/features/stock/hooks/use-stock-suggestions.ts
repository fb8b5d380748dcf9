import type { StockSuggestion } from '@shared/kitchen'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getStockSuggestions } from '../api/get-stock-suggestions'

/** "Cook before it goes off": fetched with the screen; a failure leaves the section out. */
export function useStockSuggestions() {
  const [suggestions, setSuggestions] = useState<StockSuggestion[]>([])
  const generation = useRef(0)

  const reload = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    const call = getStockSuggestions()
    return call.then(
      (answer) => {
        if (gen === generation.current) setSuggestions(answer)
      },
      (error: unknown) => console.warn('[stock] suggestions', error),
    )
  }, [])

  useEffect(() => {
    void reload()
    return () => {
      generation.current += 1
    }
  }, [reload])

  return { suggestions, reload }
}
