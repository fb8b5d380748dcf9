import type { StockStatus, StockSummary } from '@shared/kitchen'
import { STATUS_COLORS } from './format'

/** The ring's order: the worst first, clockwise from the top. */
export const RING_ORDER: readonly StockStatus[] = ['expired', 'expiring', 'low', 'out', 'ok']

export interface RingSegment {
  status: StockStatus
  color: string
  /** Fractions of the full turn, 0…1. */
  start: number
  end: number
}

/** Part of a turn left blank between two segments, so neighbours read apart. */
export const RING_GAP = 0.008

/**
 * The ring's segments for a summary, each in proportion to its count. An empty kitchen has none
 * (the ring shows only its track). Both forks (Canvas, SVG) draw from this.
 */
export function ringSegments(summary: StockSummary): RingSegment[] {
  const total = RING_ORDER.reduce((sum, status) => sum + summary[status], 0)
  if (total === 0) return []
  const present = RING_ORDER.filter((status) => summary[status] > 0)
  const gap = present.length > 1 ? RING_GAP : 0
  let at = 0
  return present.map((status) => {
    const share = summary[status] / total
    const segment = { status, color: STATUS_COLORS[status], start: at, end: at + share - gap }
    at += share
    return segment
  })
}
