/** Catalogue pictures that could not be fetched (migration 009). */
export interface CoverTables {
  image_misses: ImageMissesTable
}

export interface ImageMissesTable {
  source_key: string
  retry_at: number
  reason: string
}
