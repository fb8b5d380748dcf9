import { Text } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { ingredientColumns } from '@/services/quantity'
import { useSettingsStore } from '@/stores/settings-store'
import type { RowPreview } from '../hooks/use-ingredient-preview'

/**
 * Under an ingredient row, how it will be saved: "识别为 冰糖 · 30 g", "Reads as Salt · as
 * needed", in the reader's words as the dish page will show it; a line with no amount found
 * says it is kept whole as a name.
 */
export default function IngredientPreview({ preview }: { preview: RowPreview | null }) {
  const { t } = useTranslation()
  const locale = useSettingsStore((state) => state.locale)
  if (!preview) return null
  if (preview.state === 'unavailable') {
    return (
      <Text className='ingredient-preview ingredient-preview--unavailable'>
        {t('myRecipes.edit.previewOffline')}
      </Text>
    )
  }
  const { line } = preview
  const waiting = preview.state === 'reading' ? ' ingredient-preview--reading' : ''
  if (!line) return <Text className={`ingredient-preview${waiting}`}>…</Text>
  if (!line.parsed) {
    return (
      <Text className={`ingredient-preview ingredient-preview--whole${waiting}`}>
        {t('myRecipes.edit.readWhole')}
      </Text>
    )
  }
  const row = ingredientColumns(line, locale, t('recipes.toTaste'))
  const shown = [row.name, row.amount, row.note].filter((part) => part).join(' · ')
  return (
    <Text className={`ingredient-preview${waiting}`}>
      {t('myRecipes.edit.readsAs', { line: shown })}
    </Text>
  )
}
