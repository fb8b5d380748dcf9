import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { StockPlanLine } from '@shared/kitchen'
import { formatQuantity, formatStockQuantity, withUnit } from '@/services/quantity'

/** One ingredient of the settle popup: what is needed, its mark, and what cooking takes. */
export default function PlanLine({ line, taking }: { line: StockPlanLine; taking: boolean }) {
  const { t } = useTranslation()
  const need =
    line.need === null ? t('settle.toTaste') : withUnit(formatQuantity(line.need), line.unit)
  return (
    <View className={`plan-line plan-line--${line.status}`}>
      <View className='plan-line__head'>
        <Text className='plan-line__name'>{line.name}</Text>
        <Text className={`plan-line__mark plan-line__mark--${line.status}`}>
          {t(`settle.marks.${line.status}`)}
        </Text>
        <Text className='plan-line__need'>{need}</Text>
      </View>
      {line.have === null && line.status !== 'missing' && (
        <Text className='plan-line__note'>{t('settle.otherUnit')}</Text>
      )}
      {line.status === 'short' && line.have !== null && line.need !== null && (
        <Text className='plan-line__note plan-line__note--short'>
          {t('settle.shortBy', {
            need: withUnit(formatQuantity(line.need), line.unit),
            have: withUnit(formatQuantity(line.have), line.unit),
          })}
        </Text>
      )}
      {line.status === 'missing' && (
        <Text className='plan-line__note plan-line__note--missing'>{t('settle.none')}</Text>
      )}
      {line.takes.map((take) => (
        <Text
          key={take.itemId}
          className={`plan-line__take${taking ? '' : ' plan-line__take--off'}`}
        >
          {t(taking ? 'settle.takes' : 'settle.wouldTake', {
            amount: withUnit(formatStockQuantity(take.amount), take.unit),
            item: take.name,
          })}
        </Text>
      ))}
    </View>
  )
}
