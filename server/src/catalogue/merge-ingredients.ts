import type { ParsedIngredient } from './parsed-ingredient'

const LOOSE_NOTES = new Set(['适量', '少许', '若干'])

// How an ingredient is cut or shaped ("葱花", "姜末", "鸡翅中", "小葱挽成结"): the same thing to buy.
const FORMS =
  /^(?:花|末|沫|片|丝|丁|块|段|粒|泥|蓉|碎|瓣|头|结|中|肉|皮|粉|罐头|挽成结|切段|切片|切丝)$/

/** One name is the other in another form: 葱 and 葱花, 鸡翅 and 鸡翅中 (never 蒜 and 蒜薹). */
function sameThing(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  return long.startsWith(short) && FORMS.test(long.slice(short.length))
}

function sameIngredient(a: ParsedIngredient, b: ParsedIngredient): boolean {
  return (
    a.name === b.name ||
    (a.alias !== null && a.alias === b.name) ||
    (b.alias !== null && b.alias === a.name) ||
    sameThing(a.name, b.name)
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
    twin.optional = twin.optional || line.optional
    twin.roundUp = twin.roundUp || line.roundUp
    twin.per = source.per
    twin.raw = twin.raw === line.raw ? twin.raw : `${twin.raw}\n${line.raw}`
  }
  return merged
}
