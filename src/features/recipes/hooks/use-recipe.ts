import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { SERVINGS_MAX, SERVINGS_MIN, type RecipeDetail } from '@shared/recipes'
import { keepDish, keptDish } from '@/services/kept-dishes'
import { isOffline } from '@/services/offline'
import { RequestError } from '@/services/request'
import { useSettingsStore } from '@/stores/settings-store'
import { getRecipe } from '../api/get-recipe'
import { scaleIngredients, scaleSteps } from '../scale'

export type RecipeStatus = 'loading' | 'ready' | 'error' | 'notFound' | 'offline'

/** The server's scaled answer is asked for once the stepper has rested this long. */
export const SERVINGS_DEBOUNCE = 300

/**
 * A dish and the servings it is shown for. Changing the servings rescales the amounts at once;
 * the server's own scaling replaces them when it arrives (it rounds the way the catalogue does).
 */
export function useRecipe(id: number, initialServings?: number) {
  const [detail, setDetail] = useState<RecipeDetail | null>(null)
  const [status, setStatus] = useState<RecipeStatus>('loading')
  const [servings, setServingsState] = useState<number | null>(null)
  const wanted = useRef<number | null>(null)
  const generation = useRef(0)

  const load = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    setStatus('loading')
    const call = getRecipe(id, initialServings)
    const show = (answer: RecipeDetail) => {
      if (gen !== generation.current) return
      setDetail(answer)
      setServingsState(answer.servings)
      wanted.current = answer.servings
      setStatus('ready')
    }
    call.then(
      (answer) => {
        show(answer)
        // Viewed dishes open without a network later (services/kept-dishes.ts).
        keepDish(answer)
      },
      async (error: unknown) => {
        if (gen !== generation.current) return
        const missing = error instanceof RequestError && error.statusCode === 404
        if (missing || !isOffline(error)) return setStatus(missing ? 'notFound' : 'error')
        // No network: the copy kept when it was last seen (on H5 the service worker has
        // already looked; the mini-programs look here).
        const kept = await keptDish(id)
        if (kept) show(kept)
        else if (gen === generation.current) setStatus('offline')
      },
    )
    return call
  }, [id, initialServings])

  // A new language asks again: the answer carries the dish in the reader's words.
  const locale = useSettingsStore((state) => state.locale)
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setStatus('notFound')
      return undefined
    }
    const call = load()
    return () => {
      generation.current += 1
      call.abort()
    }
  }, [id, load, locale])

  // Ask the server for the chosen servings once the stepper rests.
  useEffect(() => {
    if (!detail || servings === null || servings === detail.servings) return undefined
    let call: ReturnType<typeof getRecipe> | undefined
    const timer = setTimeout(() => {
      call = getRecipe(id, servings)
      call.then(
        (answer) => {
          if (wanted.current === answer.servings) setDetail(answer)
        },
        () => undefined,
      )
    }, SERVINGS_DEBOUNCE)
    return () => {
      clearTimeout(timer)
      call?.abort()
    }
  }, [id, detail, servings])

  const setServings = useCallback((value: number) => {
    const next = Math.max(SERVINGS_MIN, Math.min(SERVINGS_MAX, Math.round(value)))
    wanted.current = next
    setServingsState(next)
  }, [])

  // The server's answer as it is for its own servings; rescaled here only while the answer for
  // newly chosen servings travels.
  const ingredients = useMemo(() => {
    if (!detail) return []
    if (servings === null || servings === detail.servings) return detail.ingredients
    return scaleIngredients(detail.ingredients, detail.baseServings, servings)
  }, [detail, servings])
  const steps = useMemo(
    () => (detail ? scaleSteps(detail.steps, detail.servings, servings ?? detail.servings) : []),
    [detail, servings],
  )

  return {
    detail,
    status,
    servings: servings ?? detail?.servings ?? 1,
    ingredients,
    steps,
    setServings,
    retry: load,
  }
}
