import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import type { FoodRecord } from '@shared/records'
import { RatingStars } from '@/components/rating'
import { urlOf } from '@/routes'
import { formatWhen } from '../when'
import StatusBadge from './status-badge'

/** A record in the list: when and which meal, its dishes, status, stars, and whose it is. */
export default function OrderCard({ record }: { record: FoodRecord }) {
  const { t } = useTranslation()
  const dishes = record.items
    .map((item) => t('records.dishServings', { name: item.recipe.title, count: item.servings }))
    .join(t('records.listSeparator'))
  return (
    <View
      className={`order-card order-card--${record.status}`}
      role='button'
      data-id={record.id}
      onClick={() => void Taro.navigateTo({ url: urlOf('orderDetail', { id: record.id }) })}
    >
      <View className='order-card__top'>
        <Text className='order-card__when'>
          {`${formatWhen(record.eatAt)} · ${t(`records.meals.${record.meal}`)}`}
        </Text>
        <StatusBadge status={record.status} />
      </View>
      <Text className='order-card__dishes'>{dishes}</Text>
      {(record.rating !== null || !record.mine) && (
        <View className='order-card__foot'>
          {record.rating !== null && <RatingStars value={record.rating} size='small' />}
          {!record.mine && (
            <Text className='order-card__author'>
              {t('records.by', { name: record.author.nickname })}
            </Text>
          )}
        </View>
      )}
    </View>
  )
}
