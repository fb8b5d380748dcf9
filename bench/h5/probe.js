/**
 * Runs in the page before any of its scripts (bench/h5/load.ts adds it as an init script) and
 * keeps what the throttled-load measurement reads in window.__bench: first contentful paint,
 * the largest contentful paint, every long task, and when the first dish card was on screen.
 */
;(function () {
  var bench = { fcp: null, lcp: null, longTasks: [], firstCard: null }
  window.__bench = bench
  function observe(type, onEntry) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(onEntry)
      }).observe({ type: type, buffered: true })
    } catch (error) {
      bench.error = String(error)
    }
  }
  observe('paint', function (entry) {
    if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime
  })
  observe('largest-contentful-paint', function (entry) {
    bench.lcp = entry.renderTime || entry.startTime
  })
  observe('longtask', function (entry) {
    bench.longTasks.push([entry.startTime, entry.duration])
  })

  // A dish card is on screen once it is rendered with a size and inside the viewport, taken
  // from an IntersectionObserver (its time is the frame that drew it). Mutations only collect new
  // cards (no layout read: an earlier version measured boxes on every mutation, which forced
  // layouts into the app's own tasks and counted them as its blocking time). A card seen with no
  // size yet (its stylesheet on the way) is dropped and watched again at the next mutation.
  var seen = false
  var watched = new WeakSet()
  var cards = document.getElementsByClassName('dish-card')
  var mutations = new MutationObserver(watch)
  var intersections = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (seen || !entry.isIntersecting) return
      var box = entry.boundingClientRect
      if (box.width > 0 && box.height > 0) {
        seen = true
        bench.firstCard = entry.time
        intersections.disconnect()
        mutations.disconnect()
      } else {
        watched.delete(entry.target)
        intersections.unobserve(entry.target)
      }
    })
  })
  function watch() {
    for (var i = 0; i < cards.length && !seen; i += 1) {
      var card = cards[i]
      if (card.hasAttribute('data-id') && !watched.has(card)) {
        watched.add(card)
        intersections.observe(card)
      }
    }
  }
  mutations.observe(document, { childList: true, subtree: true })
})()
