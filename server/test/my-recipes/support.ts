import type { RecipeDraft } from '../../../types/my-recipes'

/** A valid draft (SPEC §8.1) with what a test changes. */
export function draft(overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    title: '外婆的红烧肉',
    categoryId: 1,
    description: '家里过年才做的菜',
    servings: 2,
    difficulty: 3,
    totalMinutes: 90,
    cover: null,
    ingredients: [
      { name: '五花肉', quantity: 500, unit: 'g' },
      { name: '冰糖 30g' },
      { name: '盐', unit: '适量' },
      { name: '八角', note: '可选' },
    ],
    steps: [
      { text: '五花肉切块，冷水下锅焯水。' },
      { text: '炒糖色，下肉翻炒，加水小火焖 40 分钟。' },
      { text: '大火收汁。', timerSeconds: null },
    ],
    visibility: 'private',
    ...overrides,
  }
}

/** The envelope of a caller's answer (without the HTTP status), for schemaProblems. */
export function envelope<T extends { status: number }>(answer: T): Omit<T, 'status'> {
  const { status, ...rest } = answer
  void status
  return rest
}
