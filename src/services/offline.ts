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
