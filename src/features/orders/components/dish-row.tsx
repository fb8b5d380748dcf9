import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import type { RecipeSummary } from '@shared/recipes'
import RecipeImage from '@/components/recipe-image'
import { urlOf } from '@/routes'

/** A dish of a record (or of a record being confirmed) and its servings; tap opens the dish. */
export default function DishRow({ recipe, servings }: { recipe: RecipeSummary; servings: number }) {
  const { t } = useTranslation()
  return (
    <View
      className='dish-row'
      role='button'
      data-id={recipe.id}
      onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: recipe.id }) })}
    >
      <RecipeImage className='dish-row__cover' src={recipe.cover} category={recipe.category.icon} />
      <Text className='dish-row__title'>{recipe.title}</Text>
      <Text className='dish-row__servings'>{t('records.servings', { count: servings })}</Text>
    </View>
  )
}
