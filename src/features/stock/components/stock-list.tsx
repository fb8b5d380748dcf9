import type { StockItem } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import EmptyState from '@/components/empty-state'
import LoadMore from '@/components/load-more'
import PillButton from '@/components/pill-button'
import { SkeletonLine } from '@/components/skeleton'
import { itemCount, type StockList as List } from '../hooks/use-stock-list'
import StockRow from './stock-row'

interface StockListProps {
  list: List
  /** A filter is on (an empty answer then means "nothing matches", not "no stock"). */
  filtered: boolean
  onClearFilters: () => void
  onAdd: () => void
  onOpen: (item: StockItem) => void
  onLongPress: (item: StockItem) => void
}

/** The items, with the first load's skeleton, its error or offline retry, and the empty states. */
export default function StockList({
  list,
  filtered,
  onClearFilters,
  onAdd,
  onOpen,
  onLongPress,
}: StockListProps) {
  const { t } = useTranslation()
  if (list.first === 'loading') {
    return (
      <View className='stock-list stock-list--loading' aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <View key={i} className='stock-row stock-row--skeleton'>
            <SkeletonLine size='title' />
            <SkeletonLine size='short' />
          </View>
        ))}
      </View>
    )
  }
  if (list.first === 'error') {
    return (
      <EmptyState
        text={list.offline ? t('stock.list.offline') : t('stock.list.failed')}
        action={<PillButton text={t('common.retry')} onClick={list.retry} />}
      />
    )
  }
  if (list.items.length === 0 && (filtered || (list.summary && itemCount(list.summary) > 0))) {
    return (
      <EmptyState
        text={t('stock.list.noMatch')}
        action={
          <PillButton kind='ghost' text={t('stock.filters.clear')} onClick={onClearFilters} />
        }
      />
    )
  }
  if (list.items.length === 0) {
    return (
      <View className='stock-empty'>
        <Text className='stock-empty__title'>{t('stock.empty.title')}</Text>
        <EmptyState
          text={t('stock.empty.text')}
          action={<PillButton size='large' text={t('stock.empty.action')} onClick={onAdd} />}
        />
      </View>
    )
  }
  return (
    <View className='stock-list'>
      {list.items.map((item) => (
        <StockRow key={item.id} item={item} onOpen={onOpen} onLongPress={onLongPress} />
      ))}
      <LoadMore status={list.more} onLoadMore={list.loadMore} onRetry={list.retry} />
    </View>
  )
}
