/**
 * H5 in production: the service worker that keeps the app and the kept dishes for use without
 * a network (src/service-worker.js, served as /sw.js). Registered after the page's load, so its
 * downloads never compete with the start-up's.
 */
export function registerOfflineWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !navigator.serviceWorker) return
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}
