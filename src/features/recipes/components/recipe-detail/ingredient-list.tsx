import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { SERVINGS_MAX, SERVINGS_MIN, type IngredientLine, type StockMark } from '@shared/recipes'
import Stepper from '@/components/stepper'
import { ingredientColumns } from '@/services/quantity'
import { useSettingsStore } from '@/stores/settings-store'

interface IngredientListProps {
  ingredients: IngredientLine[]
  servings: number
  onServingsChange: (servings: number) => void
  /** Some notes are shown in Chinese to a reader of another language: said under the heading. */
  notesUntranslated?: boolean
}

/** The ingredients with a servings stepper (1–20) that rescales their amounts. */
export default function IngredientList({
  ingredients,
  servings,
  onServingsChange,
  notesUntranslated = false,
}: IngredientListProps) {
  const { t } = useTranslation()
  const locale = useSettingsStore((state) => state.locale)
  return (
    <View className='recipe-section ingredient-list'>
      <View className='recipe-section__head'>
        <Text className='recipe-section__title'>{t('recipes.ingredients')}</Text>
        <Stepper
          value={servings}
          min={SERVINGS_MIN}
          max={SERVINGS_MAX}
          onChange={onServingsChange}
          display={t('recipes.servingsValue', { count: servings })}
          decreaseLabel={t('recipes.fewerServings')}
          increaseLabel={t('recipes.moreServings')}
        />
      </View>
      {notesUntranslated && (
        <Text className='recipe-detail__untranslated recipe-detail__untranslated--inline'>
          {t('recipes.notesUntranslated')}
        </Text>
      )}
      {ingredients.length === 0 && (
        <Text className='ingredient-list__none'>{t('recipes.noIngredients')}</Text>
      )}
      {ingredients.map((line, index) => {
        const row = ingredientColumns(line, locale, t('recipes.toTaste'))
        return (
          <View key={`${line.name}-${index}`} className='ingredient'>
            <View className='ingredient__name'>
              <Text>{row.name}</Text>
              {line.alias && <Text className='ingredient__alias'>{` (${line.alias})`}</Text>}
              {line.optional && (
                <Text className='ingredient__optional'>{t('recipes.optional')}</Text>
              )}
              {line.stock && (
                <StockMarkBadge mark={line.stock} label={t(`recipes.stock.${line.stock}`)} />
              )}
              {row.note && <Text className='ingredient__note'>{row.note}</Text>}
            </View>
            <Text className='ingredient__amount'>{row.amount}</Text>
          </View>
        )
      })}
      {ingredients.some((line) => line.stock) && (
        <View className='stock-legend' aria-label={t('recipes.stockLegend')}>
          <Text className='stock-legend__title'>{t('recipes.stockLegend')}</Text>
          {STOCK_MARKS.map((mark) => (
            <StockMarkBadge key={mark} mark={mark} label={t(`recipes.stockLegendItems.${mark}`)} />
          ))}
        </View>
      )}
    </View>
  )
}

const STOCK_MARKS: StockMark[] = ['enough', 'short', 'missing']

/** A mark drawn as a full, half or empty circle beside its word, so colour is not the only cue. */
function StockMarkBadge({ mark, label }: { mark: StockMark; label: string }) {
  return (
    <View className={`ingredient__stock ingredient__stock--${mark}`}>
      <View className={`stock-mark stock-mark--${mark}`} />
      <Text>{label}</Text>
    </View>
  )
}
