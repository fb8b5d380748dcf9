/**
 * Postings are (rank, recipe id) pairs packed in one float64 each (rank * 2^31 + id, exact
 * below 2^53), so a sorted list of numbers is a list in result order, and a block of them is a
 * plain little-endian buffer.
 */
const ID_SPAN = 2 ** 31

/** Postings per stored block: 800 bytes, stored inside its B-tree page (no overflow page); a page of 50 results spans two blocks at most. */
export const BLOCK_SIZE = 100

export function pack(rank: number, recipeId: number): number {
  return rank * ID_SPAN + recipeId
}

export function rankOfPosting(packed: number): number {
  return Math.floor(packed / ID_SPAN)
}

export function idOfPosting(packed: number): number {
  return packed % ID_SPAN
}

const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f

/** A block's bytes, a copy (the import reuses its arrays before the rows are written). */
export function encodeBlock(postings: Float64Array, start: number, end: number): Buffer {
  if (LITTLE_ENDIAN) {
    const bytes = new Uint8Array(
      postings.buffer,
      postings.byteOffset + start * 8,
      (end - start) * 8,
    )
    return Buffer.from(bytes)
  }
  const buffer = Buffer.allocUnsafe((end - start) * 8)
  for (let i = start; i < end; i++) buffer.writeDoubleLE(postings[i] ?? 0, (i - start) * 8)
  return buffer
}

/** Postings [from, to) of one block. */
export function decodeBlock(buffer: Buffer, from = 0, to = buffer.length / 8): number[] {
  const postings: number[] = []
  const end = Math.min(to, buffer.length / 8)
  for (let i = Math.max(0, from); i < end; i++) postings.push(buffer.readDoubleLE(i * 8))
  return postings
}
