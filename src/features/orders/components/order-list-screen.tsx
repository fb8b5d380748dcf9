import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { Paged } from '@shared/api'
import { RECORD_STATUSES, type FoodRecord, type RecordStatus } from '@shared/records'
import EmptyState from '@/components/empty-state'
import LoadMore from '@/components/load-more'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { useReachBottomLoad } from '@/components/load-more/use-reach-bottom-load'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import PullRefresh from '@/components/pull-refresh'
import { SkeletonBlock } from '@/components/skeleton'
import { ROUTES } from '@/routes'
import { useShowAgain } from '@/services/use-show-again'
import { getOrders } from '../api/get-orders'
import OrderCard from './order-card'
import './orders.scss'

export const ORDERS_PAGE_SIZE = 20

type Tab = RecordStatus | 'all'
const TABS: Tab[] = ['all', ...RECORD_STATUSES]

/** `status` from the query when it names a tab, else all. */
export function tabOf(value: string | undefined): Tab {
  return TABS.find((tab) => tab === value) ?? 'all'
}

/** The food records of the user's kitchen, newest first, by status. */
export default function OrderListScreen({ initialTab }: { initialTab: Tab }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>(initialTab)
  const list = usePagedList<FoodRecord, Paged<FoodRecord>>(
    (page) => getOrders(tab === 'all' ? null : tab, page, ORDERS_PAGE_SIZE),
    tab,
  )
  useReachBottomLoad(list.loadMore)
  // A record cooked, cancelled or rated on its page shows so on return.
  useShowAgain(() => void list.reload())

  return (
    <View className='page order-list'>
      <NavBar title={t('titles.orderList')} />
      <View className='order-tabs' role='tablist'>
        {TABS.map((value) => (
          <View
            key={value}
            className={`order-tabs__tab order-tabs__tab--${value}${value === tab ? ' order-tabs__tab--on' : ''}`}
            role='tab'
            aria-selected={value === tab}
            onClick={() => value !== tab && setTab(value)}
          >
            <Text>{t(`records.tabs.${value}`)}</Text>
          </View>
        ))}
      </View>
      <PullRefresh onRefresh={list.reload}>
        {list.first === 'loading' && (
          <View className='order-list__cards' aria-busy>
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} className='order-card--skeleton' />
            ))}
          </View>
        )}
        {list.first === 'error' && (
          <EmptyState
            text={t('records.listFailed')}
            action={<PillButton size='large' text={t('common.retry')} onClick={list.retry} />}
          />
        )}
        {list.first === 'ready' && list.items.length === 0 && (
          <EmptyState
            text={t(`records.empty.${tab}`)}
            action={
              tab === 'all' || tab === 'planned' ? (
                <PillButton
                  size='large'
                  text={t('records.toCart')}
                  onClick={() => void Taro.switchTab({ url: `/${ROUTES.cart}` })}
                />
              ) : undefined
            }
          />
        )}
        {list.first === 'ready' && list.items.length > 0 && (
          <View className='order-list__cards'>
            {list.items.map((record) => (
              <OrderCard key={record.id} record={record} />
            ))}
            <LoadMore status={list.more} onLoadMore={list.loadMore} onRetry={list.retry} />
          </View>
        )}
      </PullRefresh>
    </View>
  )
}
