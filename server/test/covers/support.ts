import type { SourceRecipe } from '../../src/catalogue/source'

/** A dish of the test catalogue whose pictures are these URLs (the first is its cover). */
export function dish(name: string, images: string[]): SourceRecipe {
  return {
    sourceId: `test:${name}`,
    category: '荤菜',
    name,
    description: `${name}的做法`,
    images,
    difficulty: 2,
    servings: 2,
    ingredientLines: ['猪肉 300g', '盐 适量'],
    steps: ['切块', '炒 5 分钟'],
    notes: [],
  }
}
