import { create } from 'zustand'

interface CategoryChoiceState {
  /** The category the category tab shows; null until one is chosen (the first one then). */
  categoryId: number | null
  choose: (categoryId: number) => void
}

/**
 * Which category the category tab shows. Home's shortcuts set it before switching tabs, because
 * switchTab cannot carry a query; the tab's own rail sets it too. Not persisted: a fresh start
 * shows the first category.
 */
export const useCategoryChoiceStore = create<CategoryChoiceState>()((set) => ({
  categoryId: null,
  choose: (categoryId) => set({ categoryId }),
}))
