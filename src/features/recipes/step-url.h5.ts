/**
 * H5: the address keeps `step=` in step with the screen, so a reload or a shared link opens the
 * same step. replaceState leaves the router's history alone (no new entry, no navigation).
 */
export function showStepInUrl(step: number): void {
  const [path, query = ''] = window.location.hash.split('?')
  if (!path) return
  const params = new URLSearchParams(query)
  if (params.get('step') === String(step)) return
  params.set('step', String(step))
  window.history.replaceState(window.history.state, '', `${path}?${params.toString()}`)
}
