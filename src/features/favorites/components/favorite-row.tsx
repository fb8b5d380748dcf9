import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import type { Favorite } from '@shared/records'
import DishCard from '@/components/dish-card'
import { useLongPress } from '@/components/long-press/use-long-press'
import { urlOf } from '@/routes'

/** A favourite dish: tap opens it; a hold or its heart takes it out of the favourites. */
export default function FavoriteRow({
  favorite,
  onRemove,
}: {
  favorite: Favorite
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const press = useLongPress(onRemove)
  const { recipe } = favorite
  return (
    <View className='favorite-row' data-id={favorite.id} {...press.handlers}>
      <DishCard
        dish={recipe}
        onClick={press.click(
          () => void Taro.navigateTo({ url: urlOf('foodDetail', { id: recipe.id }) }),
        )}
        aside={
          <View
            className='favorite-toggle favorite-toggle--icon favorite-toggle--on favorite-row__remove'
            role='button'
            aria-label={t('favorites.removeNamed', { name: recipe.title })}
            onClick={press.click(onRemove)}
          >
            <View className='favorite-toggle__heart' />
          </View>
        }
      />
    </View>
  )
}
