/**
 * Imports made by this process, counted in memory: readers compare it (for free) on every call
 * and look at the database's catalogue_state.version, which also sees other processes' imports
 * (npm run seed beside a running server), at most once a second.
 */
let importsHere = 0

export function noteImport(): void {
  importsHere++
}

export function importsInThisProcess(): number {
  return importsHere
}
