/**
 * A server's boot-time seed alone in a process of its own (catalogue/seed-at-boot.test.ts runs
 * two at once): opens the database named on the command line, seeds it if it is empty and
 * prints whether this process imported (false when another one had, by the time it held the
 * lock) and how many recipes it created.
 */
import { seedIfEmpty } from '../../src/catalogue/seed'
import { openDatabase } from '../../src/db/open-database'

async function main(): Promise<void> {
  const db = openDatabase(process.argv[2] ?? '')
  try {
    const seeded = await seedIfEmpty(db)
    process.stdout.write(
      JSON.stringify({ imported: seeded !== null, created: seeded?.created ?? 0 }),
    )
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
