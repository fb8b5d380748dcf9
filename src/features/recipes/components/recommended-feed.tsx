import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import DishCard, { DishCardSkeleton } from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import LoadMore from '@/components/load-more'
import PillButton from '@/components/pill-button'
import { urlOf } from '@/routes'
import type { RecommendedFeed as Feed } from '../hooks/use-recommended-feed'
import './recommended-feed.scss'

/** Home's endless feed: two columns of dish tiles and the load-more foot. */
export default function RecommendedFeed({ feed }: { feed: Feed }) {
  const { t } = useTranslation()
  return (
    <View className='recommended-feed'>
      <Text className='recommended-feed__heading'>{t('home.recommended')}</Text>
      {feed.first === 'loading' && (
        <View className='recommended-feed__grid'>
          {[0, 1, 2, 3].map((i) => (
            <DishCardSkeleton key={i} layout='tile' />
          ))}
        </View>
      )}
      {feed.first === 'error' && feed.offline && (
        <OfflineState text={t('offline.feed')} onRetry={feed.retry} />
      )}
      {feed.first === 'error' && !feed.offline && (
        <EmptyState
          text={t('home.feedFailed')}
          action={<PillButton text={t('common.retry')} onClick={feed.retry} />}
        />
      )}
      {feed.first === 'ready' && feed.items.length === 0 && (
        <EmptyState text={t('home.feedEmpty')} />
      )}
      {feed.first === 'ready' && feed.items.length > 0 && (
        <>
          <View className='recommended-feed__grid'>
            {feed.items.map((dish) => (
              <DishCard
                key={dish.id}
                dish={dish}
                layout='tile'
                onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: dish.id }) })}
              />
            ))}
          </View>
          <LoadMore status={feed.more} onLoadMore={feed.loadMore} onRetry={feed.retry} />
        </>
      )}
    </View>
  )
}
