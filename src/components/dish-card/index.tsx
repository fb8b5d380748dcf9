import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import type { RecipeSummary } from '@shared/recipes'
import RecipeImage from '@/components/recipe-image'
import { SkeletonBlock, SkeletonLine } from '@/components/skeleton'
import { categoryName } from '@/i18n/category-name'
import { Difficulty, Minutes, Rating } from './facts'
import './index.scss'

export { Difficulty, Minutes, Rating } from './facts'

interface DishCardProps {
  dish: RecipeSummary
  /** `tile`: a cover on top (two columns); `row`: a small cover on the left. */
  layout?: 'tile' | 'row'
  /** Replaces the plain title (a search highlight). */
  title?: ReactNode
  /** Replaces the plain Chinese title under a translated one (a search highlight). */
  titleZh?: ReactNode
  /** Extra lines under the facts (why it matched, why it was chosen). */
  children?: ReactNode
  /** Controls beside the card's text; taps on them do not open the dish. */
  aside?: ReactNode
  /** Controls in a row under the card (the same), where a wide label leaves the name its room. */
  footer?: ReactNode
  onClick?: () => void
}

/**
 * A dish in a list: cover, name (and the Chinese one under a translation), category,
 * difficulty, time and rating.
 */
export default function DishCard({
  dish,
  layout = 'row',
  title,
  titleZh,
  children,
  aside,
  footer,
  onClick,
}: DishCardProps) {
  const { t } = useTranslation()
  const zh = dish.titleZh && dish.titleZh !== dish.title ? dish.titleZh : null
  return (
    <View
      className={`dish-card dish-card--${layout}${footer ? ' dish-card--footed' : ''}`}
      data-id={dish.id}
    >
      <View className='dish-card__main' onClick={onClick}>
        <RecipeImage className='dish-card__cover' src={dish.cover} category={dish.category.icon} />
        <View className='dish-card__body'>
          <Text className='dish-card__title'>{title ?? dish.title}</Text>
          {zh && (
            // The Chinese name under the translation, as on the dish page: cooks look dishes
            // up by it, and a search typed in Chinese shows here why the dish was found.
            <Text
              className='dish-card__title-zh'
              aria-label={`${t('recipes.chineseTitle')}: ${zh}`}
            >
              {titleZh ?? zh}
            </Text>
          )}
          <View className='dish-card__facts'>
            <Text className='dish-card__category'>{categoryName(dish.category)}</Text>
            <Minutes minutes={dish.totalMinutes} />
          </View>
          <View className='dish-card__facts'>
            <Difficulty level={dish.difficulty} />
            <Rating rating={dish.rating} />
          </View>
          {children}
        </View>
      </View>
      {aside && <View className='dish-card__aside'>{aside}</View>}
      {footer && <View className='dish-card__footer'>{footer}</View>}
    </View>
  )
}

/** The card's shape while its list loads. */
export function DishCardSkeleton({ layout = 'row' }: { layout?: 'tile' | 'row' }) {
  return (
    <View className={`dish-card dish-card--${layout} dish-card--skeleton`} aria-hidden>
      <View className='dish-card__main'>
        <SkeletonBlock className='dish-card__cover' />
        <View className='dish-card__body'>
          <SkeletonLine size='title' />
          <SkeletonLine />
          <SkeletonLine size='short' />
        </View>
      </View>
    </View>
  )
}
