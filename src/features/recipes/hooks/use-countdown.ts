import { useCallback, useEffect, useRef, useState } from 'react'

export interface Countdown {
  /** Whole seconds left. */
  remaining: number
  running: boolean
  start: () => void
  pause: () => void
  reset: () => void
}

/** Counts `total` seconds down from the clock (not from tick counts, which drift when throttled). */
export function useCountdown(total: number, onDone: () => void): Countdown {
  const [remaining, setRemainingState] = useState(total)
  const [running, setRunning] = useState(false)
  const remainingNow = useRef(total)
  const endsAt = useRef(0)
  const done = useRef(onDone)
  done.current = onDone

  const setRemaining = useCallback((value: number) => {
    remainingNow.current = value
    setRemainingState(value)
  }, [])
  const left = () => Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000))

  useEffect(() => {
    if (!running) return undefined
    const timer = setInterval(() => {
      const now = left()
      setRemaining(now)
      if (now === 0) {
        setRunning(false)
        done.current()
      }
    }, 250)
    return () => clearInterval(timer)
  }, [running, setRemaining])

  const start = useCallback(() => {
    const from = remainingNow.current > 0 ? remainingNow.current : total
    endsAt.current = Date.now() + from * 1000
    setRemaining(from)
    setRunning(true)
  }, [total, setRemaining])

  const pause = useCallback(() => {
    setRunning(false)
    setRemaining(left())
  }, [setRemaining])

  const reset = useCallback(() => {
    setRunning(false)
    setRemaining(total)
  }, [total, setRemaining])

  return { remaining, running, start, pause, reset }
}

/** 180 → "03:00", 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}
