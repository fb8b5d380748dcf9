import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import './index.scss'

/** Long enough to read a line and reach for "undo". */
export const SNACKBAR_MS = 4000

export interface Snack {
  text: string
  /** One action, e.g. "undo" or "view". */
  action?: { label: string; run: () => void }
}

interface Shown extends Snack {
  /** Each show restarts the timer, even with the same text. */
  id: number
}

/** A snackbar's state: `show` replaces what is showing; it hides itself after SNACKBAR_MS. */
export function useSnackbar() {
  const [snack, setSnack] = useState<Shown | null>(null)
  const next = useRef(0)
  const show = useCallback((value: Snack) => {
    next.current += 1
    setSnack({ ...value, id: next.current })
  }, [])
  const hide = useCallback(() => setSnack(null), [])
  return { snack, show, hide }
}

interface SnackbarProps {
  snack: Shown | null
  onHide: () => void
  /** Places it above the screen's own bottom bar. */
  className?: string
}

/**
 * A toast with one action (Taro's toast has none): a line of text and a button such as "undo"
 * or "view", over the bottom of the screen for a few seconds. Drawn with views on every platform.
 */
export default function Snackbar({ snack, onHide, className }: SnackbarProps) {
  const hide = useRef(onHide)
  hide.current = onHide
  useEffect(() => {
    if (!snack) return undefined
    const timer = setTimeout(() => hide.current(), SNACKBAR_MS)
    return () => clearTimeout(timer)
  }, [snack])

  if (!snack) return null
  const { action } = snack
  return (
    <View className={`snackbar ${className ?? ''}`} role='status'>
      <Text className='snackbar__text'>{snack.text}</Text>
      {action && (
        <View
          className='snackbar__action'
          role='button'
          onClick={() => {
            hide.current()
            action.run()
          }}
        >
          <Text>{action.label}</Text>
        </View>
      )}
    </View>
  )
}
