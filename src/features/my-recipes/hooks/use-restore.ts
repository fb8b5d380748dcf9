import { useState } from 'react'
import { t } from '@/i18n'
import { toast, toastSuccess } from '@/services/toast'
import { restoreRecipes } from '../api/restore-recipes'
import { readExport } from '../restore-file'

/** The recipes of an export file (`[…]` or `{recipes: […]}`), or null when it is not one. */
export function exportedRecipes(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text)
    const list = Array.isArray(parsed) ? parsed : (parsed as { recipes?: unknown })?.recipes
    return Array.isArray(list) && list.length > 0 ? list : null
  } catch {
    return null
  }
}

/** "Restore from a file": an export brought back as the cook's own private recipes. */
export function useRestore(onRestored: () => void) {
  const [busy, setBusy] = useState(false)
  async function run() {
    if (busy) return
    const text = await readExport()
    if (text === undefined) return
    const recipes = exportedRecipes(text)
    if (!recipes) return void toast(t('myRecipes.restoreInvalid'))
    setBusy(true)
    try {
      const { created } = await restoreRecipes(recipes)
      void toastSuccess(t('myRecipes.restored', { count: created.length }))
      onRestored()
    } catch {
      // request() has said why.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
