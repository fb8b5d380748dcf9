import type { ParsedIngredient } from './parse-ingredient'

const LOOSE_NOTES = new Set(['适量', '少许', '若干'])

function sameIngredient(a: ParsedIngredient, b: ParsedIngredient): boolean {
  return (
    a.name === b.name ||
    (a.alias !== null && a.alias === b.name) ||
    (b.alias !== null && b.alias === a.name)
  )
}

function mergeNotes(withAmount: boolean, ...notes: (string | null)[]): string | null {
  const parts = notes
    .flatMap((n) => (n ? n.split('；') : []))
    // 适量 beside a real amount says nothing more.
    .filter((n) => !(withAmount && LOOSE_NOTES.has(n)))
  const distinct = [...new Set(parts)]
  return distinct.length ? distinct.join('；') : null
}

/**
 * HowToCook lists most ingredients twice: once among what to buy (洋葱, 生粉（别称：淀粉）) and
 * once in the calculation with an amount (洋葱 200g * 份数). One line is kept per ingredient, at
 * its first place, with the amount, the alias and both notes. Two lines that both carry an amount
 * are two uses (姜 for the marinade, 姜 for the sauce) and stay apart.
 */
export function mergeIngredients(lines: ParsedIngredient[]): ParsedIngredient[] {
  const merged: ParsedIngredient[] = []
  for (const line of lines) {
    const twin = line.parsed
      ? merged.find(
          (m) =>
            m.parsed && sameIngredient(m, line) && (m.quantity === null || line.quantity === null),
        )
      : undefined
    if (!twin) {
      merged.push({ ...line })
      continue
    }
    const source = twin.quantity !== null ? twin : line
    const hasAmount = source.quantity !== null
    twin.alias = twin.alias ?? line.alias ?? (twin.name !== line.name ? line.name : null)
    twin.note = mergeNotes(hasAmount, twin.note, line.note)
    twin.quantity = source.quantity
    twin.quantityLow = source.quantityLow
    twin.unit = source.unit
    twin.raw = twin.raw === line.raw ? twin.raw : `${twin.raw}\n${line.raw}`
  }
  return merged
}
