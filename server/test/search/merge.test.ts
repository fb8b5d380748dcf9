import { seededRandom } from '../../src/lib/seeded-random'
import { mergePostings, type MergeTerm } from '../../src/search/merge'
import { idOfPosting, pack, rankOfPosting } from '../../src/search/postings'
import { compareRanked, levelOf, type Ranked } from '../../src/search/ranking'
import { MatchKind, rankOf } from '../../src/search/terms'

interface Reference extends Ranked {
  term: number
}

/** The merge as objects and a comparator (the code the packed keys replaced). */
function reference(terms: MergeTerm[], popularity: Map<number, number>): Reference[] {
  const byId = new Map<number, Reference>()
  terms.forEach((t, term) => {
    for (const p of t.postings) {
      const id = idOfPosting(p)
      const rank = rankOfPosting(p)
      const hit = {
        id,
        rank,
        level: levelOf(rank, t.term, t.literal),
        popularity: popularity.get(id) ?? 0,
        term,
      }
      const before = byId.get(id)
      if (!before || compareRanked(hit, before) < 0) byId.set(id, hit)
    }
  })
  return [...byId.values()].sort(compareRanked)
}

function randomTerms(random: () => number, idBase: number): MergeTerm[] {
  const kinds = Object.values(MatchKind)
  return ['红烧肉', '红烧', 'hongshaorou', '烧肉', '焖肉']
    .slice(0, 1 + Math.floor(random() * 5))
    .map((term, i) => {
      const ids = new Set<number>()
      const count = Math.floor(random() * 200)
      // Few ids, so dishes meet under several terms; ranks often equal, so ties are tested.
      while (ids.size < count) ids.add(idBase + Math.floor(random() * 300))
      const postings = [...ids]
        .map((id) => {
          const kind = kinds[Math.floor(random() * kinds.length)] ?? MatchKind.title
          const length = 3 + Math.floor(random() * 3)
          return pack(rankOf(kind, Math.floor(random() * 2), 3, length), id)
        })
        .sort((a, b) => a - b)
      return { term, literal: i === 0, postings }
    })
}

test('the packed merge orders dishes exactly as the comparator of objects did', () => {
  const random = seededRandom(11)
  for (let run = 0; run < 200; run++) {
    // Small ids sort on rank and id themselves; ids near 2^31 need the postings' places.
    const terms = randomTerms(random, run % 4 < 2 ? 1 : 2 ** 31 - 400)
    const popularity = new Map<number, number>()
    if (run % 4 === 1 || run % 4 === 3) {
      for (let id = 1; id <= 300; id++) {
        if (random() < 0.2) popularity.set(id, Math.floor(random() * 4) * 10 ** (run % 7))
      }
    }
    const merged = mergePostings(terms, popularity)
    const expected = reference(terms, popularity)
    expect(merged.length).toBe(expected.length)
    const got = Array.from({ length: merged.length }, (_, i) => ({
      id: idOfPosting(merged.postings[i] ?? 0),
      rank: rankOfPosting(merged.postings[i] ?? 0),
      level: merged.levels[i],
      popularity: merged.popularities[i],
      term: merged.terms[i],
    }))
    expect(got).toEqual(expected)
  }
})

test('a merge with nothing in it is empty, and too many terms are refused', () => {
  expect(mergePostings([{ term: '鸡', literal: true, postings: [] }], new Map()).length).toBe(0)
  const many = Array.from({ length: 17 }, () => ({ term: '鸡', literal: false, postings: [] }))
  expect(() => mergePostings(many, new Map())).toThrow('17 terms')
})
