import autocannon from 'autocannon'

/** An autocannon run with its latency percentiles taken from every response's own time. */
export interface TimedRun {
  result: autocannon.Result
  /** Milliseconds, to the microsecond: the 2xx answers' own times, nearest rank. */
  p50: number
  p99: number
}

/** The value at or below which a share `q` of the sorted values lie (nearest rank). */
function nearestRank(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.max(1, Math.ceil(q * sorted.length))
  return sorted[rank - 1] ?? NaN
}

/**
 * Runs autocannon and keeps the time of each 2xx answer (what its own latency figures count),
 * as autocannon measured it (process.hrtime, fractional ms). Its histogram keeps whole
 * milliseconds: against floors that answer in 2-5 ms one step is 20-50 % of the floor, so the
 * ratios to the floor are computed from these times instead.
 */
export function timedRun(options: autocannon.Options): Promise<TimedRun> {
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)))
      const sorted = Float64Array.from(times).sort()
      resolve({ result, p50: nearestRank(sorted, 0.5), p99: nearestRank(sorted, 0.99) })
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
    })
  })
}
