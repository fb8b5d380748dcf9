import type { StockItem } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { useLongPress } from '@/components/long-press/use-long-press'
import { daysText, quantityText } from '../format'

interface StockRowProps {
  item: StockItem
  onOpen: (item: StockItem) => void
  onLongPress: (item: StockItem) => void
}

/**
 * One item: name, location, how its date stands, quantity, and its status in words and colour
 * (a stripe and a badge), so it reads without colour too. Tap opens it; a long press offers
 * quick actions.
 */
export default function StockRow({ item, onOpen, onLongPress }: StockRowProps) {
  const { t } = useTranslation()
  const press = useLongPress(() => onLongPress(item))
  const days = daysText(item)
  return (
    <View
      className={`stock-row stock-row--${item.status}`}
      data-id={item.id}
      role='button'
      {...press.handlers}
      onClick={press.click(() => onOpen(item))}
    >
      <View className='stock-row__main'>
        <View className='stock-row__title'>
          <Text className='stock-row__name'>{item.name}</Text>
          <Text className='stock-row__location'>{t(`stock.locations.${item.location}`)}</Text>
        </View>
        <View className='stock-row__facts'>
          {item.status !== 'ok' && (
            <Text className={`stock-badge stock-badge--${item.status}`}>
              {t(`stock.statuses.${item.status}`)}
            </Text>
          )}
          {days && <Text className='stock-row__days'>{days}</Text>}
        </View>
      </View>
      <Text className='stock-row__quantity'>{quantityText(item.quantity, item.unit)}</Text>
    </View>
  )
}
