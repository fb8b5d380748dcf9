import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { StockTake } from '@shared/kitchen'
import { amountText } from '@/services/quantity'
import { useSettingsStore } from '@/stores/settings-store'

/** What cooking this record took from the kitchen's stock, item by item. */
export default function TakenSection({ taken }: { taken: StockTake[] }) {
  const { t } = useTranslation()
  const locale = useSettingsStore((state) => state.locale)
  return (
    <View className='order-section taken-section'>
      <Text className='order-section__title'>{t('records.taken')}</Text>
      {taken.length === 0 ? (
        <Text className='order-section__muted'>{t('records.nothingTaken')}</Text>
      ) : (
        taken.map((take) => (
          <View key={take.itemId} className='taken-section__line'>
            <Text className='taken-section__name'>{take.name}</Text>
            <Text className='taken-section__amount'>
              {`−${amountText(take.amount, null, take.unit, locale)}`}
            </Text>
          </View>
        ))
      )}
    </View>
  )
}
