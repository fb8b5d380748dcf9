import { useEffect, useRef, useState } from 'react'
import { sendToLogin } from '@/components/login-gate'
import type { RouteName } from '@/routes'
import { useSessionStore } from '@/stores/session-store'
import { addFavorite } from '../api/add-favorite'
import { removeFavorite } from '../api/remove-favorite'

/**
 * A dish's favourite state, toggled at once and rolled back when the server refuses (the request
 * layer toasts why). A logged-out user is sent to log in and brought back to `from`. Taps while a
 * call runs are ignored, so the heart never races itself.
 */
export function useFavoriteToggle(recipeId: number, favoriteId: number | null, from: RouteName) {
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  const [on, setOn] = useState(favoriteId !== null)
  const id = useRef(favoriteId)
  const busy = useRef(false)
  const [saving, setSaving] = useState(false)

  // A fresh answer from the server (the dish reloaded) says what is true now.
  useEffect(() => {
    if (busy.current) return
    id.current = favoriteId
    setOn(favoriteId !== null)
  }, [favoriteId])

  const toggle = () => {
    if (!loggedIn) {
      sendToLogin(from)
      return
    }
    if (busy.current) return
    busy.current = true
    setSaving(true)
    const was = id.current
    setOn(was === null)
    const call =
      was === null
        ? addFavorite(recipeId).then((answer) => {
            id.current = answer.id
          })
        : removeFavorite(was).then(() => {
            id.current = null
          })
    call.then(
      () => {
        busy.current = false
        setSaving(false)
      },
      () => {
        busy.current = false
        setSaving(false)
        setOn(was !== null)
      },
    )
  }

  return { on, saving, toggle }
}
