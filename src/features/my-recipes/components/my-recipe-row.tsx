import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import type { OwnRecipeSummary } from '@shared/my-recipes'
import DishCard from '@/components/dish-card'
import { urlOf } from '@/routes'

/** An own or kitchen recipe: who sees it, and who wrote it when it was another member. */
export default function MyRecipeRow({ recipe, me }: { recipe: OwnRecipeSummary; me?: number }) {
  const { t } = useTranslation()
  const theirs = me !== undefined && recipe.owner.id !== me
  return (
    <View className='my-recipe-row' data-id={recipe.id}>
      <DishCard
        dish={recipe}
        onClick={() => void Taro.navigateTo({ url: urlOf('foodDetail', { id: recipe.id }) })}
      >
        <View className='my-recipe-row__tags'>
          <Text className={`my-recipe-badge my-recipe-badge--${recipe.visibility}`}>
            {t(`myRecipes.${recipe.visibility}`)}
          </Text>
          {theirs && (
            <Text className='my-recipe-row__owner'>
              {t('myRecipes.by', { name: recipe.owner.nickname })}
            </Text>
          )}
        </View>
      </DishCard>
    </View>
  )
}
