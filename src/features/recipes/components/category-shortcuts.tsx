import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import type { Category } from '@shared/recipes'
import LoadMore from '@/components/load-more'
import { categoryArt, categoryTint } from '@/components/recipe-image'
import { categoryName } from '@/i18n/category-name'
import { urlOf } from '@/routes'
import type { CategoriesState } from '../hooks/use-categories'
import { useCategoryChoiceStore } from '../store/category-choice-store'
import './category-shortcuts.scss'

/** The category tab shows the chosen category (switchTab cannot carry a query). */
function openCategory(category: Category) {
  useCategoryChoiceStore.getState().choose(category.id)
  void Taro.switchTab({ url: urlOf('category') })
}

/** Home's grid of category icons. */
export default function CategoryShortcuts({ state }: { state: CategoriesState }) {
  const { t } = useTranslation()
  // Offline, the feed below says so and lists the kept dishes: a failed grid would only repeat it.
  if (state.status === 'offline') return null
  if (state.status === 'error') {
    return (
      <LoadMore status='error' onLoadMore={() => undefined} onRetry={() => void state.reload()} />
    )
  }
  return (
    <View className='category-shortcuts' aria-label={t('home.categories')}>
      {state.status === 'loading'
        ? Array.from({ length: 10 }, (_, i) => (
            <View key={i} className='category-shortcuts__item'>
              <View className='category-shortcuts__icon category-shortcuts__icon--loading' />
              <View className='category-shortcuts__name-skeleton' />
            </View>
          ))
        : state.categories.map((category) => (
            <View
              key={category.id}
              className='category-shortcuts__item'
              data-key={category.icon}
              onClick={() => openCategory(category)}
            >
              <View
                className='category-shortcuts__icon'
                style={{ background: categoryTint(category.icon) }}
              >
                <Image
                  className='category-shortcuts__art'
                  src={categoryArt(category.icon)}
                  mode='aspectFit'
                />
              </View>
              <Text className='category-shortcuts__name'>{categoryName(category)}</Text>
            </View>
          ))}
    </View>
  )
}
