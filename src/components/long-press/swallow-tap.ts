/**
 * Mini-programs: a tap goes to the component the finger went down on, so a removed row's tap
 * reaches nothing, and one still there is swallowed by `click()` in use-long-press (false:
 * nothing is done here).
 */
export function swallowNextTap(): boolean {
  return false
}
