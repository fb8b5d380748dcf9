import type { StockSuggestion } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import DishCard from '@/components/dish-card'
import { urlOf } from '@/routes'
import { daysText } from '../format'

/** "Cook before it goes off": dishes that use what expires soonest, naming those items. */
export default function StockSuggestions({ suggestions }: { suggestions: StockSuggestion[] }) {
  const { t } = useTranslation()
  if (suggestions.length === 0) return null
  return (
    <View className='stock-section stock-suggestions'>
      <Text className='stock-section__title'>{t('stock.suggestions.title')}</Text>
      <Text className='stock-section__hint'>{t('stock.suggestions.hint')}</Text>
      {suggestions.map(({ recipe, items }) => (
        <DishCard
          key={recipe.id}
          dish={recipe}
          onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: recipe.id }) })}
        >
          <Text className='stock-suggestions__uses'>
            {t('stock.suggestions.uses', {
              names: items
                .map((item) => {
                  const days = daysText(item)
                  return days ? t('stock.suggestions.item', { name: item.name, days }) : item.name
                })
                .join(t('stock.suggestions.separator')),
            })}
          </Text>
        </DishCard>
      ))}
    </View>
  )
}
