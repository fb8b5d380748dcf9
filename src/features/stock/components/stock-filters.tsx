import { STOCK_LOCATIONS, STOCK_STATUSES } from '@shared/kitchen'
import { View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import ChipGroup from '@/components/chip-group'
import type { StockFilters as Filters } from '../hooks/use-stock-list'

interface StockFiltersProps {
  filters: Filters
  onChange: (changes: Partial<Filters>) => void
}

/** Two rows of chips: where it is kept, and how it stands. */
export default function StockFilters({ filters, onChange }: StockFiltersProps) {
  const { t } = useTranslation()
  return (
    <View className='stock-filters stock-chips'>
      <ChipGroup
        chips={[
          { value: null, label: t('stock.filters.allLocations') },
          ...STOCK_LOCATIONS.map((value) => ({ value, label: t(`stock.locations.${value}`) })),
        ]}
        value={filters.location}
        onChange={(location) => onChange({ location })}
      />
      <ChipGroup
        chips={[
          { value: null, label: t('stock.filters.allStatuses') },
          ...STOCK_STATUSES.map((value) => ({ value, label: t(`stock.statuses.${value}`) })),
        ]}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
    </View>
  )
}
