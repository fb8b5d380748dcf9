import { AppError } from '../lib/app-error'
import type { UploadUsage } from './repository'

/** Per user, from whatever addresses: uploads an hour and bytes a day (rolling windows). */
export const UPLOADS_PER_HOUR = 30
export const UPLOAD_BYTES_PER_DAY = 50 * 1024 * 1024
export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS

/** The refusal for an upload of `size` bytes given the user's usage, or undefined. */
export function quotaRefusal(usage: UploadUsage, size: number, now: number): AppError | undefined {
  const { lastHour, lastDay } = usage
  if (lastHour.count >= UPLOADS_PER_HOUR) {
    const freeAt = (lastHour.oldest ?? now) + HOUR_MS
    const minutes = Math.max(1, Math.ceil((freeAt - now) / 60_000))
    return new AppError(429, 42910, 'upload.quotaHourly', { limit: UPLOADS_PER_HOUR, minutes })
  }
  if (lastDay.bytes + size > UPLOAD_BYTES_PER_DAY) {
    const freeAt = (lastDay.oldest ?? now) + DAY_MS
    const hours = Math.max(1, Math.ceil((freeAt - now) / HOUR_MS))
    const limit = UPLOAD_BYTES_PER_DAY / (1024 * 1024)
    return new AppError(429, 42911, 'upload.quotaDaily', { limit, hours })
  }
  return undefined
}
