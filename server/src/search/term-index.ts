import { MatchKind, pinyinTermsOf, rankOf, substringsOf, type IndexedRecipe } from './terms'

interface Cut {
  ids: Int32Array
  positions: Uint8Array
  length: number
}

/**
 * Collects the terms of recipe after recipe, fast enough for 100,000 of them: each distinct
 * term gets an integer id once, the substrings of each distinct text are cut once, and a
 * recipe's best rank per term is kept in typed arrays stamped with the recipe's turn, so no map
 * is built per recipe.
 */
export function createTermIndex() {
  const idByTerm = new Map<string, number>()
  /** Term by id. */
  const terms: string[] = []
  const texts = new Map<string, Cut>()
  const titles = new Map<string, { ids: Int32Array; kinds: Uint8Array; positions: Uint8Array }>()
  let best = new Int32Array(1 << 16)
  let stamp = new Int32Array(1 << 16).fill(-1)
  let turn = -1
  /** Term ids of the current recipe, each once. */
  const touched: number[] = []

  function idOf(term: string): number {
    let id = idByTerm.get(term)
    if (id === undefined) {
      id = terms.length
      idByTerm.set(term, id)
      terms.push(term)
      if (id >= best.length) {
        const grownBest = new Int32Array(best.length * 2)
        grownBest.set(best)
        best = grownBest
        const grownStamp = new Int32Array(stamp.length * 2).fill(-1)
        grownStamp.set(stamp)
        stamp = grownStamp
      }
    }
    return id
  }

  function cut(text: string): Cut {
    let found = texts.get(text)
    if (!found) {
      const { substrings, length } = substringsOf(text)
      found = {
        ids: Int32Array.from(substrings, (s) => idOf(s.term)),
        positions: Uint8Array.from(substrings, (s) => Math.min(255, s.position)),
        length,
      }
      texts.set(text, found)
    }
    return found
  }

  function offer(id: number, rank: number): void {
    if (stamp[id] !== turn) {
      stamp[id] = turn
      best[id] = rank
      touched.push(id)
    } else if (rank < (best[id] ?? rank)) {
      best[id] = rank
    }
  }

  function offerText(text: string, kind: MatchKind, titleLength: number): void {
    const { ids, positions, length } = cut(text)
    for (let i = 0; i < ids.length; i++) {
      offer(ids[i] ?? 0, rankOf(kind, positions[i] ?? 0, length, titleLength))
    }
  }

  function offerPinyin(title: string, syllables: string[], titleLength: number): void {
    let found = titles.get(title)
    if (!found) {
      const list = pinyinTermsOf(title, syllables)
      found = {
        ids: Int32Array.from(list, (t) => idOf(t.term)),
        kinds: Uint8Array.from(list, (t) => t.kind),
        positions: Uint8Array.from(list, (t) => Math.min(255, t.position)),
      }
      titles.set(title, found)
    }
    for (let i = 0; i < found.ids.length; i++) {
      const kind = (found.kinds[i] ?? 0) as MatchKind
      offer(found.ids[i] ?? 0, rankOf(kind, found.positions[i] ?? 0, titleLength, titleLength))
    }
  }

  return {
    terms,
    /**
     * The terms of one recipe: afterwards `touched` lists their ids and `rankOf(id)` gives the
     * best rank of each.
     */
    collect(recipe: IndexedRecipe): readonly number[] {
      turn++
      touched.length = 0
      const titleLength = cut(recipe.title).length
      offerText(recipe.title, MatchKind.title, titleLength)
      offerPinyin(recipe.title, recipe.syllables, titleLength)
      for (const { name, alias } of recipe.ingredients) {
        offerText(name, MatchKind.ingredient, titleLength)
        if (alias) offerText(alias, MatchKind.alias, titleLength)
      }
      return touched
    },
    rankOf: (id: number): number => best[id] ?? 0,
  }
}

/** Every term that finds one recipe, with the rank of its best match (tests, small uses). */
export function termsOf(recipe: IndexedRecipe): Map<string, number> {
  const index = createTermIndex()
  const terms = new Map<string, number>()
  for (const id of index.collect(recipe)) terms.set(index.terms[id] ?? '', index.rankOf(id))
  return terms
}
