import type { StockItem } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import NavBar from '@/components/nav-bar'
import PullRefresh from '@/components/pull-refresh'
import { useReachBottomLoad } from '@/components/load-more/use-reach-bottom-load'
import { urlOf } from '@/routes'
import { itemCount, useStockList, type StockFilters as Filters } from '../hooks/use-stock-list'
import { useStockSuggestions } from '../hooks/use-stock-suggestions'
import HealthSummary from './health-summary'
import QuickActions from './quick-actions'
import StockFilters from './stock-filters'
import StockFormPopup from './lazy-stock-form-popup'
import StockList from './stock-list'
import StockSuggestions from './stock-suggestions'
import './stock.scss'
import './stock-list.scss'

function openItem(item: StockItem) {
  void Taro.navigateTo({ url: urlOf('stockDetail', { id: item.id }) })
}

/** The stock screen: health, filters, items, "cook before it goes off", and adding. */
export default function StockScreen() {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<Filters>({ location: null, status: null })
  const list = useStockList(filters)
  const { suggestions, reload: reloadSuggestions } = useStockSuggestions()
  const [adding, setAdding] = useState(false)
  const [pressed, setPressed] = useState<StockItem | null>(null)
  useReachBottomLoad(list.loadMore)

  const refresh = () => Promise.all([list.reload(), reloadSuggestions()])
  // Back from an item's page (edited, taken from, deleted): show what changed.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void refresh()
    shown.current = true
  })
  const change = (changes: Partial<Filters>) => setFilters((f) => ({ ...f, ...changes }))
  // An empty kitchen gets the explanation, not a ring of zeros.
  const stocked = list.summary !== null && itemCount(list.summary) > 0

  return (
    <View className='page stock'>
      <NavBar title={t('titles.stock')} />
      <PullRefresh onRefresh={refresh}>
        {stocked && list.summary && (
          <HealthSummary
            summary={list.summary}
            status={filters.status}
            onStatus={(status) => change({ status })}
          />
        )}
        {stocked && <StockFilters filters={filters} onChange={change} />}
        <StockList
          list={list}
          filtered={filters.location !== null || filters.status !== null}
          onClearFilters={() => setFilters({ location: null, status: null })}
          onAdd={() => setAdding(true)}
          onOpen={openItem}
          onLongPress={setPressed}
        />
        <StockSuggestions suggestions={suggestions} />
      </PullRefresh>
      <View
        className='stock-add'
        role='button'
        aria-label={t('stock.list.add')}
        onClick={() => setAdding(true)}
      >
        <View className='stock-add__plus' />
        <Text className='stock-add__text'>{t('stock.list.add')}</Text>
      </View>
      <StockFormPopup
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => void refresh()}
      />
      <QuickActions
        item={pressed}
        onClose={() => setPressed(null)}
        onOpen={openItem}
        onChanged={() => void refresh()}
      />
    </View>
  )
}
