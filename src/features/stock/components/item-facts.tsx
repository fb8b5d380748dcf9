import type { StockItem } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import { daysText, quantityText } from '../format'

/** The item at a glance: quantity and status, then each field, and "edit". */
export default function ItemFacts({ item, onEdit }: { item: StockItem; onEdit: () => void }) {
  const { t } = useTranslation()
  const days = daysText(item)
  const rows: ['location' | 'bestBefore' | 'minQuantity' | 'note', string][] = [
    ['location', t(`stock.locations.${item.location}`)],
    [
      'bestBefore',
      item.bestBefore ? `${item.bestBefore}${days ? ` · ${days}` : ''}` : t('stock.detail.unset'),
    ],
    [
      'minQuantity',
      item.minQuantity ? quantityText(item.minQuantity, item.unit) : t('stock.detail.unset'),
    ],
  ]
  if (item.note) rows.push(['note', item.note])
  return (
    <View className={`stock-card item-facts item-facts--${item.status}`}>
      <View className='item-facts__head'>
        <View className='item-facts__title'>
          <Text className='item-facts__name'>{item.name}</Text>
          <Text className={`stock-badge stock-badge--${item.status}`}>
            {t(`stock.statuses.${item.status}`)}
          </Text>
        </View>
        <PillButton
          kind='ghost'
          className='item-facts__edit'
          text={t('stock.detail.edit')}
          onClick={onEdit}
        />
      </View>
      <Text className='item-facts__quantity'>{quantityText(item.quantity, item.unit)}</Text>
      {rows.map(([key, value]) => (
        <View key={key} className={`item-facts__row item-facts__row--${key}`}>
          <Text className='item-facts__label'>{t(`stock.detail.${key}`)}</Text>
          <Text className='item-facts__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}
