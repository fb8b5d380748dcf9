import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import type { Favorite } from '@shared/records'
import { DishCardSkeleton } from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import LoadMore from '@/components/load-more'
import { useReachBottomLoad } from '@/components/load-more/use-reach-bottom-load'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import PullRefresh from '@/components/pull-refresh'
import Snackbar, { useSnackbar } from '@/components/snackbar'
import { ROUTES } from '@/routes'
import { useShowAgain } from '@/services/use-show-again'
import { useFavorites } from '../hooks/use-favorites'
import FavoriteRow from './favorite-row'
import './favorite-toggle.scss'
import './favorites.scss'

/** The user's favourite dishes, newest first; a hold or the heart takes one out, with undo. */
export default function FavoritesScreen() {
  const { t } = useTranslation()
  const list = useFavorites()
  const snackbar = useSnackbar()
  useReachBottomLoad(list.loadMore)
  // A dish favourited or unfavourited on its own page shows here on return.
  useShowAgain(() => void list.reload())

  const remove = (favorite: Favorite) => {
    if (list.isPending(favorite)) return
    void list.remove(favorite).then((done) => {
      if (!done) return
      snackbar.show({
        text: t('favorites.removed', { name: favorite.recipe.title }),
        action: { label: t('favorites.undo'), run: () => void list.restore(favorite) },
      })
    })
  }

  return (
    <View className='page favorites'>
      <NavBar title={t('titles.favorites')} />
      <PullRefresh onRefresh={list.reload}>
        {list.first === 'loading' && (
          <View className='favorites__list' aria-busy>
            {[0, 1, 2].map((i) => (
              <DishCardSkeleton key={i} />
            ))}
          </View>
        )}
        {list.first === 'error' && list.offline && (
          <OfflineState text={t('offline.favorites')} onRetry={list.retry} />
        )}
        {list.first === 'error' && !list.offline && (
          <EmptyState
            text={t('favorites.failed')}
            action={<PillButton size='large' text={t('common.retry')} onClick={list.retry} />}
          />
        )}
        {list.first === 'ready' && list.items.length === 0 && (
          <EmptyState
            text={t('favorites.empty')}
            action={
              <PillButton
                size='large'
                text={t('favorites.browse')}
                onClick={() => void Taro.switchTab({ url: `/${ROUTES.home}` })}
              />
            }
          />
        )}
        {list.first === 'ready' && list.items.length > 0 && (
          <View className='favorites__list'>
            <Text className='favorites__head'>
              {t('favorites.count', { count: list.total })}
              {' · '}
              {t('favorites.hint')}
            </Text>
            {list.items.map((favorite) => (
              <FavoriteRow
                key={favorite.id}
                favorite={favorite}
                onRemove={() => remove(favorite)}
              />
            ))}
            <LoadMore status={list.more} onLoadMore={list.loadMore} onRetry={list.retry} />
          </View>
        )}
      </PullRefresh>
      <Snackbar snack={snackbar.snack} onHide={snackbar.hide} />
    </View>
  )
}
