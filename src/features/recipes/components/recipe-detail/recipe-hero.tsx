import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { RecipeDetail } from '@shared/recipes'
import { Difficulty, Minutes, Rating } from '@/components/dish-card'
import RecipeImage from '@/components/recipe-image'
import { categoryName } from '@/i18n/category-name'

/** Cover, name, category, difficulty, time and rating. */
export default function RecipeHero({ detail }: { detail: RecipeDetail }) {
  const { t } = useTranslation()
  return (
    <View className='recipe-hero'>
      <RecipeImage
        className='recipe-hero__cover'
        src={detail.cover}
        category={detail.category.icon}
      />
      <View className='recipe-hero__card'>
        <Text className='recipe-hero__title'>{detail.title}</Text>
        <View className='recipe-hero__facts'>
          <Text className='recipe-hero__category'>{categoryName(detail.category)}</Text>
          <View className='recipe-hero__fact'>
            <Text className='recipe-hero__label'>{t('recipes.difficulty')}</Text>
            <Difficulty level={detail.difficulty} />
          </View>
          <Minutes minutes={detail.totalMinutes} />
          <Rating rating={detail.rating} />
        </View>
      </View>
    </View>
  )
}
