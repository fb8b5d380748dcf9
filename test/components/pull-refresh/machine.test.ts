import {
  PULL_MAX,
  PULL_THRESHOLD,
  REFRESHING_HEIGHT,
  damp,
  initialPullState,
  pullReducer,
  type PullEvent,
  type PullPhase,
  type PullState,
} from '@/components/pull-refresh/machine'

const at = (phase: PullPhase, distance = 0): PullState => ({ phase, distance })
const drag = (distance: number): PullEvent => ({ type: 'drag', distance })
const release: PullEvent = { type: 'release' }
const start: PullEvent = { type: 'start' }
const loaded: PullEvent = { type: 'loaded' }
const settled: PullEvent = { type: 'settled' }

describe('every transition', () => {
  test.each<[string, PullState, PullEvent, PullState]>([
    ['idle, dragged a little → pulling', at('idle'), drag(20), at('pulling', 20)],
    ['idle, dragged past the threshold at once → reached', at('idle'), drag(80), at('reached', 80)],
    ['idle, a drag of nothing → idle', at('idle'), drag(0), at('idle')],
    [
      'idle, the native pull starts → refreshing',
      at('idle'),
      start,
      at('refreshing', REFRESHING_HEIGHT),
    ],
    ['idle ignores release', at('idle'), release, at('idle')],
    ['idle ignores loaded', at('idle'), loaded, at('idle')],
    ['idle ignores settled', at('idle'), settled, at('idle')],
    ['pulling, further but below → pulling', at('pulling', 20), drag(40), at('pulling', 40)],
    [
      'pulling, at the threshold → reached',
      at('pulling', 40),
      drag(PULL_THRESHOLD),
      at('reached', PULL_THRESHOLD),
    ],
    ['pulling, released → aborting', at('pulling', 40), release, at('aborting', 0)],
    [
      'pulling, pushed back to nothing → pulling at 0',
      at('pulling', 10),
      drag(-5),
      at('pulling', 0),
    ],
    ['pulling ignores start', at('pulling', 10), start, at('pulling', 10)],
    ['pulling ignores loaded', at('pulling', 10), loaded, at('pulling', 10)],
    ['reached, further → reached', at('reached', 70), drag(90), at('reached', 90)],
    ['reached, back below → pulling', at('reached', 70), drag(50), at('pulling', 50)],
    [
      'reached, released → refreshing',
      at('reached', 70),
      release,
      at('refreshing', REFRESHING_HEIGHT),
    ],
    ['reached ignores settled', at('reached', 70), settled, at('reached', 70)],
    ['refreshing, loaded → restoring', at('refreshing', 48), loaded, at('restoring', 0)],
    ['refreshing ignores drags', at('refreshing', 48), drag(90), at('refreshing', 48)],
    ['refreshing ignores release', at('refreshing', 48), release, at('refreshing', 48)],
    ['refreshing ignores a second start', at('refreshing', 48), start, at('refreshing', 48)],
    ['refreshing ignores settled', at('refreshing', 48), settled, at('refreshing', 48)],
    ['restoring, settled → idle', at('restoring'), settled, at('idle')],
    ['restoring ignores drags', at('restoring'), drag(30), at('restoring')],
    ['restoring ignores loaded', at('restoring'), loaded, at('restoring')],
    ['aborting, settled → idle', at('aborting'), settled, at('idle')],
    ['aborting ignores drags', at('aborting'), drag(30), at('aborting')],
    ['aborting ignores start', at('aborting'), start, at('aborting')],
  ])('%s', (_name, from, event, to) => {
    expect(pullReducer(from, event)).toEqual(to)
  })
})

function run(events: PullEvent[]): PullPhase[] {
  const phases: PullPhase[] = []
  events.reduce((state, event) => {
    const next = pullReducer(state, event)
    phases.push(next.phase)
    return next
  }, initialPullState)
  return phases
}

test('a full refresh: pulling → reached → refreshing → restoring → idle', () => {
  expect(run([drag(20), drag(70), release, loaded, settled])).toEqual([
    'pulling',
    'reached',
    'refreshing',
    'restoring',
    'idle',
  ])
})

test('let go below the threshold: pulling → aborting → idle', () => {
  expect(run([drag(20), drag(50), release, settled])).toEqual([
    'pulling',
    'pulling',
    'aborting',
    'idle',
  ])
})

test('the pull never goes past its maximum', () => {
  expect(pullReducer(at('reached', 100), drag(500))).toEqual(at('reached', PULL_MAX))
})

test('damping: nothing for no travel, always less than the finger, capped, and growing', () => {
  expect(damp(0)).toBe(0)
  expect(damp(-30)).toBe(0)
  const samples = [10, 50, 100, 200, 400, 2000].map(damp)
  samples.forEach((value, i) => {
    if (i > 0) expect(value).toBeGreaterThanOrEqual(samples[i - 1])
    expect(value).toBeLessThanOrEqual(PULL_MAX)
  })
  expect(damp(50)).toBeLessThan(50)
  // A deliberate pull of about 100 px reaches the threshold; a nudge does not.
  expect(damp(110)).toBeGreaterThanOrEqual(PULL_THRESHOLD)
  expect(damp(60)).toBeLessThan(PULL_THRESHOLD)
})
