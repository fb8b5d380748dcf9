/** Catalogue pictures that could not be fetched (migration 009). */
export interface CoverTables {
  image_misses: ImageMissesTable
  stored_files: StoredFilesTable
}

/** Files kept in the database on PostgreSQL (migration 015, files/store.ts). */
export interface StoredFilesTable {
  key: string
  bytes: Buffer
  size: number
  created_at: number
}

export interface ImageMissesTable {
  source_key: string
  retry_at: number
  reason: string
}
