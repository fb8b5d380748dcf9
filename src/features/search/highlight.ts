export interface Segment {
  text: string
  hit: boolean
}

/**
 * `text` cut into plain and matched parts by [start, end) ranges (UTF-16 units, as the server
 * counts them). Ranges may overlap, come unsorted or run past the end; they are tidied first.
 */
export function splitByRanges(
  text: string,
  ranges: readonly (readonly [number, number])[],
): Segment[] {
  const tidy = ranges
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [start, end] of tidy) {
    const previous = merged[merged.length - 1]
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end)
    else merged.push([start, end])
  }
  const segments: Segment[] = []
  let at = 0
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), hit: false })
    segments.push({ text: text.slice(start, end), hit: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), hit: false })
  return segments
}
