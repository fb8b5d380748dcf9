import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { Category, RecipeSort } from '@shared/recipes'
import ChipGroup from '@/components/chip-group'
import DishCard, { DishCardSkeleton } from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import LoadMore from '@/components/load-more'
import { useGuardedLoad } from '@/components/load-more/use-reach-bottom-load'
import NavBar from '@/components/nav-bar'
import PillButton from '@/components/pill-button'
import { categoryName } from '@/i18n/category-name'
import { urlOf } from '@/routes'
import { useCategories } from '../hooks/use-categories'
import { useCategoryDishes } from '../hooks/use-category-dishes'
import { useCategoryChoiceStore } from '../store/category-choice-store'
import './category-screen.scss'

const SORTS: RecipeSort[] = ['popular', 'newest', 'easiest', 'quickest']

/** The category tab: a rail of categories with counts, and the chosen one's dishes, sortable. */
export default function CategoryScreen() {
  const { t } = useTranslation()
  const categories = useCategories()
  const chosen = useCategoryChoiceStore((s) => s.categoryId)
  const choose = useCategoryChoiceStore((s) => s.choose)
  const [sort, setSort] = useState<RecipeSort>('popular')

  const list = categories.categories
  // A choice that is not (or no longer) in the list falls back to the first category.
  const current = list.find((c) => c.id === chosen) ?? list[0]
  const currentId = current?.id ?? null

  return (
    <View className='category-screen'>
      <NavBar title={t('titles.category')} />
      {categories.status === 'offline' ? (
        <OfflineState text={t('offline.category')} onRetry={() => void categories.reload()} />
      ) : categories.status === 'error' ? (
        <EmptyState
          text={t('recipes.categoriesFailed')}
          action={<PillButton text={t('common.retry')} onClick={() => void categories.reload()} />}
        />
      ) : (
        <View className='category-screen__body'>
          <ScrollView className='category-rail' scrollY>
            {categories.status === 'loading'
              ? Array.from({ length: 8 }, (_, i) => (
                  <View key={i} className='category-rail__skeleton' />
                ))
              : list.map((category) => (
                  <RailItem
                    key={category.id}
                    category={category}
                    on={category.id === currentId}
                    onClick={() => choose(category.id)}
                  />
                ))}
          </ScrollView>
          <View className='category-pane'>
            <View className='category-pane__sort'>
              <ChipGroup
                chips={SORTS.map((value) => ({ value, label: t(`recipes.sort.${value}`) }))}
                value={sort}
                onChange={setSort}
                compact
              />
            </View>
            {current && <DishList key={`${current.id}:${sort}`} category={current} sort={sort} />}
          </View>
        </View>
      )}
    </View>
  )
}

function RailItem({
  category,
  on,
  onClick,
}: {
  category: Category
  on: boolean
  onClick: () => void
}) {
  return (
    <View
      className={`category-rail__item${on ? ' category-rail__item--on' : ''}`}
      data-key={category.icon}
      aria-selected={on}
      onClick={onClick}
    >
      <Text className='category-rail__name'>{categoryName(category)}</Text>
      <Text className='category-rail__count'>{category.count}</Text>
    </View>
  )
}

function DishList({ category, sort }: { category: Category; sort: RecipeSort }) {
  const { t } = useTranslation()
  const dishes = useCategoryDishes(category.id, sort)
  const onReachEnd = useGuardedLoad(dishes.loadMore)
  return (
    <ScrollView
      className='category-pane__list'
      scrollY
      lowerThreshold={120}
      onScrollToLower={onReachEnd}
    >
      {dishes.first === 'loading' && [0, 1, 2, 3, 4].map((i) => <DishCardSkeleton key={i} />)}
      {dishes.first === 'error' && dishes.offline && (
        <OfflineState text={t('offline.category')} onRetry={dishes.retry} />
      )}
      {dishes.first === 'error' && !dishes.offline && (
        <EmptyState
          text={t('recipes.listFailed')}
          action={<PillButton text={t('common.retry')} onClick={dishes.retry} />}
        />
      )}
      {dishes.first === 'ready' && dishes.items.length === 0 && (
        <EmptyState text={t('recipes.categoryEmpty')} />
      )}
      {dishes.first === 'ready' &&
        dishes.items.map((dish) => (
          <DishCard
            key={dish.id}
            dish={dish}
            onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: dish.id }) })}
          />
        ))}
      {dishes.first === 'ready' && dishes.items.length > 0 && (
        <LoadMore status={dishes.more} onLoadMore={dishes.loadMore} onRetry={dishes.retry} />
      )}
    </ScrollView>
  )
}
