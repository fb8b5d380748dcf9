import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { RecipeDetail } from '@shared/recipes'
import { Difficulty, Minutes, Rating } from '@/components/dish-card'
import RecipeImage from '@/components/recipe-image'
import { categoryName } from '@/i18n/category-name'

/**
 * "Prep 10 min + cook 25 min", and waiting (marinating, overnight) on its own line: the total
 * above is hands-on time only, so a cook sees the night in the fridge before starting.
 */
function DishTimes({ detail }: { detail: RecipeDetail }) {
  const { t } = useTranslation()
  const { prepMinutes, cookMinutes, waitMinutes } = detail
  if (prepMinutes === null && cookMinutes === null && !waitMinutes) return null
  return (
    <View className='recipe-hero__times'>
      {prepMinutes !== null && cookMinutes !== null && (
        <Text className='recipe-hero__time'>
          {t('recipes.prepAndCook', { prep: prepMinutes, cook: cookMinutes })}
        </Text>
      )}
      {waitMinutes > 0 && (
        <Text className='recipe-hero__time recipe-hero__time--wait'>
          {waitMinutes >= 120 && waitMinutes % 60 === 0
            ? t('recipes.waitHours', { count: waitMinutes / 60 })
            : waitMinutes >= 120
              ? t('recipes.waitHours', { count: Math.round(waitMinutes / 6) / 10 })
              : t('recipes.waitMinutes', { count: waitMinutes })}
        </Text>
      )}
    </View>
  )
}

/** Cover, name, category, difficulty, time and rating. */
export default function RecipeHero({ detail }: { detail: RecipeDetail }) {
  // Renders again in a new locale (the category's name is read through i18n).
  const { t } = useTranslation()
  return (
    <View className='recipe-hero'>
      <RecipeImage
        className='recipe-hero__cover'
        src={detail.cover}
        width={750}
        category={detail.category.icon}
      />
      <View className='recipe-hero__card'>
        <Text className='recipe-hero__title'>{detail.title}</Text>
        {detail.titleZh && detail.titleZh !== detail.title && (
          // The Chinese name beside the translation: cooks look dishes up by it.
          <Text
            className='recipe-hero__title-zh'
            aria-label={`${t('recipes.chineseTitle')}: ${detail.titleZh}`}
          >
            {detail.titleZh}
          </Text>
        )}
        <View className='recipe-hero__facts'>
          <Text className='recipe-hero__category'>{categoryName(detail.category)}</Text>
          <Difficulty level={detail.difficulty} />
          <Minutes minutes={detail.totalMinutes} />
          <Rating rating={detail.rating} />
        </View>
        <DishTimes detail={detail} />
      </View>
    </View>
  )
}
