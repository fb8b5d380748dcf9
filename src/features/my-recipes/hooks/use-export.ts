import { useState } from 'react'
import { t } from '@/i18n'
import { toast, toastSuccess } from '@/services/toast'
import { exportRecipes } from '../api/export-recipes'
import { keepExport } from '../export-file'

/** "Export my recipes": the schema.org file downloaded (H5) or copied (mini-programs). */
export function useExport() {
  const [busy, setBusy] = useState(false)
  async function run() {
    if (busy) return
    setBusy(true)
    try {
      const recipes = await exportRecipes()
      if (recipes.length === 0) return void toast(t('myRecipes.exportEmpty'))
      const kept = await keepExport(JSON.stringify(recipes, null, 2))
      const count = recipes.length
      void toastSuccess(
        kept === 'saved'
          ? t('myRecipes.exported', { count })
          : t('myRecipes.exportCopied', { count }),
      )
    } catch {
      // request() has said why; a refused clipboard says nothing more useful than that.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
