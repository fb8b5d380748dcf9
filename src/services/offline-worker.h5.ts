/** After the page's load, the first page's calls and pictures come first (a cold load's feed). */
const AFTER_LOAD_MS = 5000

/**
 * H5 in production: the service worker that keeps the app and the kept dishes for use without
 * a network (src/service-worker.js, served as /sw.js). Registered a while after the page's
 * load: its install downloads every script of the app, which must not compete with what the
 * first screen is waiting for.
 */
export function registerOfflineWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !navigator.serviceWorker) return
  const register = () =>
    setTimeout(
      () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined),
      AFTER_LOAD_MS,
    )
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}
