import { RequestError } from './request'
import { LowLevelCode } from './transport-types'

/** The call never reached the server or got no answer (no network, timeout): "offline". */
export function isOffline(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    error.statusCode === undefined &&
    (error.code === LowLevelCode.network || error.code === LowLevelCode.timeout)
  )
}

/** No answer (offline, timeout, abort) or the server's own failure: not a refusal. */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true
  return error.statusCode === undefined || error.statusCode >= 500
}
