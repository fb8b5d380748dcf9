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

  // A dish card is on screen once it is rendered, visible and inside the viewport; the time is
  // taken at the next frame, when it is painted. Mutations catch it as it is added, the poll
  // catches a card that only becomes visible (its stylesheet arriving, a page sliding in).
  var seen = false
  function check() {
    if (seen) return
    var cards = document.querySelectorAll('.dish-card[data-id]')
    for (var i = 0; i < cards.length; i += 1) {
      var box = cards[i].getBoundingClientRect()
      var visible = cards[i].checkVisibility ? cards[i].checkVisibility() : true
      if (visible && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0) {
        seen = true
        requestAnimationFrame(function (time) {
          bench.firstCard = time
        })
        return
      }
    }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
  var poll = setInterval(function () {
    check()
    if (seen) clearInterval(poll)
  }, 50)
})()
