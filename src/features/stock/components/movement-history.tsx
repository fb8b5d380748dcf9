import type { StockItemDetail, StockMovement } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import { deltaText, quantityText } from '../format'

/** "2026-11-22 18:05" in the phone's time. */
function when(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** What came in and went out: reason, change, what was left, who and when. */
export default function MovementHistory({ item }: { item: StockItemDetail }) {
  const { t } = useTranslation()
  const who = (movement: StockMovement) => movement.by?.nickname ?? t('stock.history.formerMember')
  return (
    <View className='stock-card movement-history'>
      <Text className='stock-card__title'>{t('stock.history.title')}</Text>
      {item.movements.length === 0 && (
        <Text className='stock-card__none'>{t('stock.history.none')}</Text>
      )}
      {item.movements.map((movement) => {
        const record = movement.reason === 'cooked' && movement.orderId !== null
        return (
          <View
            key={movement.id}
            className={`movement movement--${movement.reason}${record ? ' movement--link' : ''}`}
            role={record ? 'link' : undefined}
            onClick={
              record
                ? () =>
                    void Taro.navigateTo({ url: urlOf('orderDetail', { id: movement.orderId! }) })
                : undefined
            }
          >
            <View className='movement__main'>
              <Text className='movement__reason'>{t(`stock.reasons.${movement.reason}`)}</Text>
              <Text className='movement__meta'>{`${who(movement)} · ${when(movement.createdAt)}`}</Text>
              {movement.note && <Text className='movement__note'>{movement.note}</Text>}
              {record && <Text className='movement__record'>{t('stock.history.record')}</Text>}
            </View>
            <View className='movement__amounts'>
              <Text
                className={`movement__delta movement__delta--${movement.delta > 0 ? 'in' : 'out'}`}
              >
                {deltaText(movement.delta, item.unit)}
              </Text>
              <Text className='movement__after'>
                {t('stock.history.after', {
                  amount: quantityText(movement.quantityAfter, item.unit),
                })}
              </Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
