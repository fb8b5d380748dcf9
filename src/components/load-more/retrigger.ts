/** SPEC §3: reach-bottom fires again only this long after it last fired. */
export const REACH_BOTTOM_DELAY = 350

/** A gate that opens at most once per `delay` ms (reach-bottom fires in bursts while scrolling). */
export function createRetriggerGuard(delay = REACH_BOTTOM_DELAY, now: () => number = Date.now) {
  let last = -Infinity
  return () => {
    const time = now()
    if (time - last < delay) return false
    last = time
    return true
  }
}
