/**
 * The pull-down refresh state machine of SPEC §5, as a pure reducer:
 *
 *   idle → pulling (dragged, below the threshold) ⇄ reached (past it)
 *   reached  --release--> refreshing --loaded--> restoring --settled--> idle
 *   pulling  --release--> aborting --settled--> idle
 *   idle     --start----> refreshing   (a mini-program's native pull began the refresh)
 *
 * Anything else leaves the state as it is, so a stray touch during a refresh changes nothing.
 */
export type PullPhase = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'restoring' | 'aborting'

export interface PullState {
  phase: PullPhase
  /** How far the content is pulled down, in px (after damping). */
  distance: number
}

export type PullEvent =
  /** The finger moved; `distance` is already damped (see `damp`). */
  | { type: 'drag'; distance: number }
  | { type: 'release' }
  /** The platform's own pull-down began a refresh. */
  | { type: 'start' }
  /** The refresh finished (whether it worked or not). */
  | { type: 'loaded' }
  /** The animation back to rest is over. */
  | { type: 'settled' }

/** Pulled this far (damped px), a release refreshes. */
export const PULL_THRESHOLD = 60
/** Where the indicator rests while refreshing. */
export const REFRESHING_HEIGHT = 48
/** Nothing is pulled further than this. */
export const PULL_MAX = 120

export const initialPullState: PullState = { phase: 'idle', distance: 0 }

/** The finger's travel turned into pull distance: it gets harder the further you pull. */
export function damp(delta: number): number {
  if (delta <= 0) return 0
  return Math.min(PULL_MAX, PULL_MAX * (1 - Math.exp(-delta / (PULL_MAX * 1.6))) * 1.25)
}

function dragged(distance: number): PullState {
  const clamped = Math.max(0, Math.min(PULL_MAX, distance))
  return { phase: clamped >= PULL_THRESHOLD ? 'reached' : 'pulling', distance: clamped }
}

export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (state.phase) {
    case 'idle':
      if (event.type === 'drag' && event.distance > 0) return dragged(event.distance)
      if (event.type === 'start') return { phase: 'refreshing', distance: REFRESHING_HEIGHT }
      return state
    case 'pulling':
    case 'reached':
      if (event.type === 'drag') return dragged(event.distance)
      if (event.type === 'release') {
        return state.phase === 'reached'
          ? { phase: 'refreshing', distance: REFRESHING_HEIGHT }
          : { phase: 'aborting', distance: 0 }
      }
      return state
    case 'refreshing':
      return event.type === 'loaded' ? { phase: 'restoring', distance: 0 } : state
    case 'restoring':
    case 'aborting':
      return event.type === 'settled' ? initialPullState : state
  }
}
