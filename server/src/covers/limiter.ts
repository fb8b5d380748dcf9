/**
 * At most `max` tasks at a time, the rest waiting in order. Used for outbound fetches (a page of
 * cards must not open fifty connections to one host) and for sharp (a burst of thumbnails must
 * not take both cores from the API).
 */
export function createLimiter(max: number) {
  let running = 0
  const waiting: (() => void)[] = []

  // A finished task hands its place straight to the next waiting one, so a task arriving in
  // between cannot take it as well.
  function release(): void {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
