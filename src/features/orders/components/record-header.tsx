import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { FoodRecord } from '@shared/records'
import { formatWhen } from '../when'
import StatusBadge from './status-badge'

/** The record's meal, time and status, and who wrote it when it is not mine. */
export default function RecordHeader({ record }: { record: FoodRecord }) {
  const { t } = useTranslation()
  return (
    <View className='order-section record-header'>
      <View className='record-header__top'>
        <Text className='record-header__meal'>{t(`records.meals.${record.meal}`)}</Text>
        <StatusBadge status={record.status} />
      </View>
      <Text className='record-header__when'>{formatWhen(record.eatAt)}</Text>
      {record.status === 'cooked' && record.cookedAt && (
        <Text className='record-header__sub'>
          {t('records.cookedAt', { when: formatWhen(record.cookedAt) })}
        </Text>
      )}
      {!record.mine && (
        <Text className='record-header__sub record-header__author'>
          {t('records.by', { name: record.author.nickname })}
        </Text>
      )}
    </View>
  )
}
