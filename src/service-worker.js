/* global SHELL, VERSION */
/**
 * The H5 app's service worker, emitted as /sw.js by config/service-worker.ts, which puts the
 * build's file list (SHELL) and its digest (VERSION) above this text. It keeps the app shell
 * (the page, every script and stylesheet, the tab icons, the category drawings) per release,
 * and serves the dishes the app kept (services/kept-store.h5.ts writes them into KEPT) when
 * the network fails. Plain JavaScript: it runs as it is written, outside the app's bundle.
 */
const SHELL_CACHE = `sichu-shell-${VERSION}`
const KEPT_CACHE = 'sichu-kept'
/** On a weak signal a kept dish is shown after this long rather than a spinner. */
const SLOW_MS = 4000

const DISH = /^\/api\/recipes\/\d+$/
const PICTURE = /^\/api\/recipes\/\d+\/images\//

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

// An older release's shell goes; the kept dishes stay (the app clears them on logout).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('sichu-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

function match(cacheName, request) {
  return caches.open(cacheName).then((cache) => cache.match(request))
}

/**
 * The network's answer, else the kept one: when the network fails, or when it is slow and a
 * kept answer exists. Nothing kept and no network: a network error, as without a worker.
 */
function networkFirst(request, cacheName, key) {
  return new Promise((resolve) => {
    let done = false
    const answer = (response) => {
      if (done || !response) return
      done = true
      resolve(response)
    }
    const timer = setTimeout(() => match(cacheName, key).then(answer), SLOW_MS)
    fetch(request).then(
      (response) => {
        clearTimeout(timer)
        answer(response)
      },
      () => {
        clearTimeout(timer)
        match(cacheName, key).then((kept) => answer(kept || Response.error()))
      },
    )
  })
}

function cacheFirst(request, cacheName) {
  return match(cacheName, request).then((kept) => kept || fetch(request))
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    // The page itself: the newest when online, the release's copy offline.
    event.respondWith(networkFirst(request, SHELL_CACHE, '/'))
  } else if (DISH.test(url.pathname)) {
    event.respondWith(networkFirst(request, KEPT_CACHE, request))
  } else if (PICTURE.test(url.pathname)) {
    // A picture's address names its version: a kept copy is as good as the network's.
    event.respondWith(cacheFirst(request, KEPT_CACHE))
  } else if (!url.pathname.startsWith('/api/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE))
  }
})
