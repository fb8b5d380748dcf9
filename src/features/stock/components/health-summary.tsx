import type { StockStatus, StockSummary } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { itemCount } from '../hooks/use-stock-list'
import { RING_ORDER } from '../ring'
import HealthRing from './health-ring'

interface HealthSummaryProps {
  summary: StockSummary
  /** The status the list is filtered by; its legend row shows as chosen. */
  status: StockStatus | null
  /** A legend row filters the list by its status (again: shows everything). */
  onStatus: (status: StockStatus | null) => void
}

/** The kitchen's health: the ring with the score in its middle, and a legend that filters. */
export default function HealthSummary({ summary, status, onStatus }: HealthSummaryProps) {
  const { t } = useTranslation()
  return (
    <View className='health-summary'>
      <View className='health-summary__picture'>
        <HealthRing summary={summary} />
        <View className='health-summary__score'>
          <Text className='health-summary__value'>{String(summary.score)}</Text>
          <Text className='health-summary__label'>{t('stock.summary.score')}</Text>
        </View>
      </View>
      <View className='health-summary__legend'>
        <Text className='health-summary__total'>
          {t('stock.summary.items', { count: itemCount(summary) })}
        </Text>
        {RING_ORDER.map((key) => (
          <View
            key={key}
            className={`legend-row legend-row--${key}${status === key ? ' legend-row--on' : ''}`}
            role='button'
            aria-pressed={status === key}
            onClick={() => onStatus(status === key ? null : key)}
          >
            <View className={`legend-row__mark legend-row__mark--${key}`} />
            <Text className='legend-row__label'>{t(`stock.statuses.${key}`)}</Text>
            <Text className='legend-row__count'>{String(summary[key])}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
