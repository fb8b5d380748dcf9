import { RequestError } from './request'
import { LowLevelCode } from './transport-types'

/**
 * True when a call failed without reaching the server (no network, timeout): a screen then says
 * "you seem to be offline" rather than "something went wrong", since retrying later will help.
 */
export function isOffline(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.code === LowLevelCode.network || error.code === LowLevelCode.timeout)
  )
}
