import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Issue [14]. Every catalogue text as a Taiwan reader writes it (OpenCC s2twp, i18n/catalogue/
 * zh-hant.ts), converted once by the import that writes the Simplified text and kept beside it:
 * building the converter costs about a second and each text ~40 µs, far too much per request.
 * Empty until the import (re)writes the dish; the parser version bump of the same change makes
 * the next boot re-import every dish once.
 */
const COLUMNS = ['title_hant', 'description_hant', 'tips_hant', 'ingredients_hant', 'steps_hant']

export const catalogueHant: Migration = {
  async up(db: Kysely<unknown>) {
    // One column a statement: SQLite's ALTER TABLE adds one at a time.
    for (const column of COLUMNS) {
      await db.schema
        .alterTable('recipes')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of [...COLUMNS].reverse()) {
      await db.schema.alterTable('recipes').dropColumn(column).execute()
    }
  },
}
