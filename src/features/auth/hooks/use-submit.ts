import { useCallback, useRef, useState } from 'react'

/**
 * A form's sending state. `run` does nothing while a send is under way (a ref, so two quick taps
 * cannot both start one), and swallows failures: the request wrapper has already told the user
 * why (wrong password, expired code, network).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } catch {
      // Already shown by the request wrapper.
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])

  return { busy, run }
}
