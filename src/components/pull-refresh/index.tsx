import { Text, View } from '@tarojs/components'
import Taro, { usePageScroll, usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useReducer, useRef, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import { damp, initialPullState, pullReducer, type PullPhase } from './machine'
import './index.scss'

/** The back animation (CSS transition) lasts this long; `settled` follows it. */
export const SETTLE_MS = 300
/** A refresh shows at least this long, so a fast answer does not flash. */
export const MIN_REFRESH_MS = 400

/**
 * H5 draws the pull itself from touch events (the page config turns Taro's H5 pull-to-refresh
 * wrapper off, so every state of SPEC §5 shows). Mini-programs keep their native pull-down
 * (`enablePullDownRefresh`), which reports only its start: the machine then goes straight to
 * `refreshing`, and `stopPullDownRefresh` ends it.
 */
const DRAWS_PULL = process.env.TARO_ENV === 'h5'

interface PullRefreshProps {
  /** Reloads what the page shows; the indicator stays on `refreshing` until it settles. */
  onRefresh: () => Promise<unknown>
  children: ReactNode
}

interface TouchLike {
  touches?: ArrayLike<{ clientY: number }>
  changedTouches?: ArrayLike<{ clientY: number }>
  preventDefault?: () => void
}

function clientY(event: TouchLike): number | undefined {
  return (event.touches?.[0] ?? event.changedTouches?.[0])?.clientY
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export default function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(pullReducer, initialPullState)
  const scrollTop = useRef(0)
  const startY = useRef<number | null>(null)
  const refresh = useRef(onRefresh)
  refresh.current = onRefresh

  usePageScroll(({ scrollTop: top }) => {
    scrollTop.current = top
  })
  usePullDownRefresh(() => dispatch({ type: 'start' }))

  useEffect(() => {
    if (state.phase !== 'refreshing') return
    const done = Promise.resolve()
      .then(() => refresh.current())
      .catch(() => undefined)
    void Promise.all([done, wait(MIN_REFRESH_MS)]).then(() => {
      if (!DRAWS_PULL) void Taro.stopPullDownRefresh()
      dispatch({ type: 'loaded' })
    })
  }, [state.phase])

  useEffect(() => {
    if (state.phase !== 'restoring' && state.phase !== 'aborting') return undefined
    const timer = setTimeout(() => dispatch({ type: 'settled' }), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [state.phase])

  const onTouchStart = (event: TouchLike) => {
    const y = clientY(event)
    startY.current = state.phase === 'idle' && scrollTop.current <= 0 && y !== undefined ? y : null
  }
  const onTouchMove = (event: TouchLike) => {
    const y = clientY(event)
    if (startY.current === null || y === undefined) return
    const delta = y - startY.current
    if (delta <= 0 && state.phase === 'idle') {
      // Scrolling up the page, not pulling: let go of this gesture.
      startY.current = null
      return
    }
    // Our pull, not the browser's own overscroll or reload.
    event.preventDefault?.()
    dispatch({ type: 'drag', distance: damp(delta) })
  }
  const onTouchEnd = () => {
    if (startY.current === null) return
    startY.current = null
    dispatch({ type: 'release' })
  }

  const touch = DRAWS_PULL
    ? { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd }
    : {}
  const dragging = state.phase === 'pulling' || state.phase === 'reached'

  return (
    <View className='pull-refresh' data-phase={state.phase} {...touch}>
      <View
        className={`pull-refresh__indicator${dragging ? ' pull-refresh__indicator--dragging' : ''}`}
        style={{ height: `${state.distance}px` }}
      >
        {state.phase !== 'idle' && (
          <Indicator
            phase={state.phase}
            text={t(`pullRefresh.${state.phase}`)}
            opacity={textOpacity(state.distance)}
          />
        )}
      </View>
      {children}
    </View>
  )
}

/**
 * The gap opens from nothing: the indicator's text fades in as it opens (from 12 px, fully at
 * 32 px) instead of showing only the lower half of its letters.
 */
function textOpacity(distance: number): number {
  return Math.max(0, Math.min(1, (distance - 12) / 20))
}

interface IndicatorProps {
  phase: Exclude<PullPhase, 'idle'>
  text: string
  opacity: number
}

function Indicator({ phase, text, opacity }: IndicatorProps) {
  return (
    <View className={`pull-refresh__status pull-refresh__status--${phase}`} style={{ opacity }}>
      {phase === 'refreshing' && <View className='pull-refresh__spinner' />}
      {(phase === 'pulling' || phase === 'reached') && <View className='pull-refresh__arrow' />}
      <Text className='pull-refresh__text'>{text}</Text>
    </View>
  )
}
