import { seededRandom } from '../lib/seeded-random'
import type { SourceRecipe } from './source'
import { KINDS, REGIONS, SAVOURY, type Kind } from './synthetic-parts'

/**
 * Synthetic recipes for benchmarks and scale tests: Chinese titles, ingredient lines and steps
 * combined from parts the way real recipes are written (and in the forms the parser reads:
 * "* 份数", "=", ranges, 适量, aliases, a bare list of what to buy before the amounts). The same
 * index always gives the same recipe, so re-running the generator is idempotent too.
 */

const TOTAL_WEIGHT = KINDS.reduce((sum, k) => sum + k.weight, 0)
const AMOUNTS = ['5g', '10g', '15 克', '20ml', '2 个', '3 片', '1 根', '4 瓣', '半 个', '1/2 茶匙']

type Random = () => number

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)] as T
}

function kindFor(random: Random): Kind {
  let at = random() * TOTAL_WEIGHT
  for (const kind of KINDS) {
    at -= kind.weight
    if (at < 0) return kind
  }
  return KINDS[0] as Kind
}

function titleFor(kind: Kind, random: Random): { title: string; main: string } {
  const main = pick(kind.mains, random)
  const region = kind.pantry === SAVOURY && random() < 0.35 ? pick(REGIONS, random) : ''
  const suffix = kind.suffixes.length && random() < 0.15 ? pick(kind.suffixes, random) : ''
  return { title: `${region}${pick(kind.prefixes, random)}${main}${suffix}`, main }
}

function ingredientLines(kind: Kind, main: string, random: Random): string[] {
  const extras = new Set<string>()
  const count = 4 + Math.floor(random() * 6)
  while (extras.size < count) extras.add(pick(kind.pantry, random))
  const names = [main, ...extras]
  // What to buy first, then the amounts: the shape HowToCook recipes have.
  const shopping = names.map((n) => (n === '淀粉' ? '- 生粉（别称：淀粉）' : `- ${n}`))
  const amounts = names.map((name, i) => {
    if (i === 0) return `- ${name} ${200 + Math.floor(random() * 7) * 50}g * 份数`
    const form = random()
    if (form < 0.1) return `- ${name} 适量`
    if (form < 0.25) return `- ${name} = 份数 * ${pick(AMOUNTS, random)}`
    if (form < 0.35) return `- ${name} 1-2 个（可选）`
    return `- ${name} ${pick(AMOUNTS, random)} * 份数`
  })
  return [...shopping, ...amounts]
}

function stepsFor(kind: Kind, main: string, random: Random): string[] {
  const fill = (template: string) =>
    template
      .replace('{main}', main)
      .replace('{n}', String(1 + Math.floor(random() * 8)))
      .replace('{s}', String(10 + Math.floor(random() * 5) * 10))
      .replace('{a}', String(10 + Math.floor(random() * 3) * 5))
      .replace('{b}', String(25 + Math.floor(random() * 4) * 5))
  return kind.steps.filter((_, i) => i < 3 || random() < 0.7).map(fill)
}

const DIFFICULTY = [1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5]

/** The synthetic recipe number `index` (0-based). */
export function syntheticRecipe(index: number): SourceRecipe {
  const random = seededRandom(0x5eed + index * 7919)
  const kind = kindFor(random)
  const { title, main } = titleFor(kind, random)
  const difficulty = pick(DIFFICULTY, random)
  return {
    sourceId: `synthetic:${index}`,
    category: kind.category,
    name: `${title}的做法`,
    description: `# ${title}的做法\n\n${title}是一道家常${kind.category}，做法简单，适合在家尝试。\n\n预估烹饪难度：${'★'.repeat(difficulty)}`,
    images: [],
    difficulty,
    servings: 1,
    ingredientLines: ingredientLines(kind, main, random),
    steps: stepsFor(kind, main, random),
    notes: [],
  }
}

export function syntheticRecipes(count: number): SourceRecipe[] {
  return Array.from({ length: count }, (_, i) => syntheticRecipe(i))
}
