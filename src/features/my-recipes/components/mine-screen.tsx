import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { DishCardSkeleton } from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import LoadMore from '@/components/load-more'
import { useReachBottomLoad } from '@/components/load-more/use-reach-bottom-load'
import NavBar from '@/components/nav-bar'
import OfflineState from '@/components/offline-state'
import PillButton from '@/components/pill-button'
import PullRefresh from '@/components/pull-refresh'
import { urlOf } from '@/routes'
import { useShowAgain } from '@/services/use-show-again'
import { useSessionStore } from '@/stores/session-store'
import { useExport } from '../hooks/use-export'
import { useMyRecipes } from '../hooks/use-my-recipes'
import { useRestore } from '../hooks/use-restore'
import MyRecipeRow from './my-recipe-row'
import './my-recipes.scss'

/** The editor, empty or with the import sheet of `from` open. */
export function openEditor(from?: 'link' | 'text') {
  void Taro.navigateTo({ url: urlOf('recipeEdit', { import: from }) }).catch(() => undefined)
}

/** My recipes: the cook's own and the kitchen's shared ones, a "new" button, and the export. */
export default function MineScreen() {
  const { t } = useTranslation()
  const list = useMyRecipes()
  const me = useSessionStore((state) => state.userInfo?.id)
  const exporting = useExport()
  const restoring = useRestore(() => void list.reload())
  useReachBottomLoad(list.loadMore)
  // A recipe written, edited or deleted in the editor shows here on return.
  useShowAgain(() => void list.reload())
  const empty = list.first === 'ready' && list.items.length === 0

  return (
    <View className='page my-recipes'>
      <NavBar title={t('titles.myRecipes')} />
      <PullRefresh onRefresh={list.reload}>
        {list.first === 'loading' && (
          <View className='my-recipes__list' aria-busy>
            {[0, 1, 2].map((i) => (
              <DishCardSkeleton key={i} />
            ))}
          </View>
        )}
        {list.first === 'error' && list.offline && (
          <OfflineState text={t('myRecipes.offline')} onRetry={list.retry} />
        )}
        {list.first === 'error' && !list.offline && (
          <EmptyState
            text={t('myRecipes.failed')}
            action={<PillButton size='large' text={t('common.retry')} onClick={list.retry} />}
          />
        )}
        {empty && (
          <EmptyState
            text={t('myRecipes.empty')}
            action={
              <View className='my-recipes__starts'>
                <PillButton
                  className='my-recipes__start my-recipes__start--write'
                  size='large'
                  text={t('myRecipes.write')}
                  onClick={() => openEditor()}
                />
                <PillButton
                  className='my-recipes__start my-recipes__start--link'
                  kind='ghost'
                  text={t('myRecipes.importLink')}
                  onClick={() => openEditor('link')}
                />
                <PillButton
                  className='my-recipes__start my-recipes__start--text'
                  kind='ghost'
                  text={t('myRecipes.pasteText')}
                  onClick={() => openEditor('text')}
                />
                <View
                  className='my-recipes__restore'
                  role='button'
                  onClick={() => void restoring.run()}
                >
                  <Text>{t('myRecipes.restore')}</Text>
                </View>
              </View>
            }
          />
        )}
        {list.first === 'ready' && list.items.length > 0 && (
          <View className='my-recipes__list'>
            <Text className='my-recipes__head'>
              {t('myRecipes.count', { count: list.last?.total ?? list.items.length })}
            </Text>
            {list.items.map((recipe) => (
              <MyRecipeRow key={recipe.id} recipe={recipe} me={me} />
            ))}
            <LoadMore status={list.more} onLoadMore={list.loadMore} onRetry={list.retry} />
            <View className='my-recipes__more'>
              <PillButton
                className='my-recipes__import'
                kind='ghost'
                text={t('myRecipes.importLink')}
                onClick={() => openEditor('link')}
              />
              <PillButton
                className='my-recipes__export'
                kind='ghost'
                text={t('myRecipes.export')}
                disabled={exporting.busy}
                onClick={() => void exporting.run()}
              />
              <View
                className='my-recipes__restore'
                role='button'
                onClick={() => void restoring.run()}
              >
                <Text>{t('myRecipes.restore')}</Text>
              </View>
            </View>
          </View>
        )}
      </PullRefresh>
      {!empty && (
        <View
          className='my-recipes-new'
          role='button'
          aria-label={t('myRecipes.newLabel')}
          onClick={() => openEditor()}
        >
          <View className='my-recipes-new__plus' />
          <Text>{t('myRecipes.new')}</Text>
        </View>
      )}
    </View>
  )
}
