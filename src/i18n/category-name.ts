import type { CategoryKey, CategoryRef } from '@shared/recipes'
import { i18n } from './index'

/**
 * Category names arrive in Chinese from the server; the client shows them in the chosen locale
 * by their stable key, and falls back to the server's name for a key it does not know.
 */
export function categoryName(category: Pick<CategoryRef, 'icon' | 'name'>): string {
  const key = `categories.${category.icon}` as `categories.${CategoryKey}`
  return i18n.exists(key) ? String(i18n.t(key)) : category.name
}
