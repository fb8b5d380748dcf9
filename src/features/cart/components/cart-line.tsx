import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { SERVINGS_MAX, SERVINGS_MIN } from '@shared/recipes'
import type { CartItem } from '@shared/records'
import CheckMark from '@/components/check-mark'
import { useLongPress } from '@/components/long-press/use-long-press'
import RecipeImage from '@/components/recipe-image'
import Stepper from '@/components/stepper'
import { categoryName } from '@/i18n/category-name'
import { urlOf } from '@/routes'

interface CartLineProps {
  line: CartItem
  picked: boolean
  onPick: (on: boolean) => void
  onServings: (servings: number) => void
  onRemove: () => void
  /** Opens "move to another day or meal". */
  onMove: () => void
}

/**
 * One planned dish: tick it, tap the dish to open it, press and hold the dish to take it out of
 * the plan (undone from the snackbar), change its servings, move it to another day or meal.
 */
export default function CartLine({
  line,
  picked,
  onPick,
  onServings,
  onRemove,
  onMove,
}: CartLineProps) {
  const { t } = useTranslation()
  // Only the dish part: holding a stepper button must never remove the line.
  const press = useLongPress(onRemove)
  const { recipe } = line
  const open = press.click(
    () => void Taro.navigateTo({ url: urlOf('foodDetail', { id: recipe.id }) }),
  )
  return (
    <View className='cart-line' data-id={line.id}>
      <CheckMark
        className='cart-line__check'
        checked={picked}
        onChange={onPick}
        label={t('cart.pick', { name: recipe.title })}
      />
      <View className='cart-line__dish' {...press.handlers} onClick={open}>
        <RecipeImage
          className='cart-line__cover'
          src={recipe.cover}
          category={recipe.category.icon}
        />
      </View>
      <View className='cart-line__body'>
        <View className='cart-line__dish cart-line__text' {...press.handlers} onClick={open}>
          <Text className='cart-line__title'>{recipe.title}</Text>
          <Text className='cart-line__category'>{categoryName(recipe.category)}</Text>
        </View>
        <View className='cart-line__actions'>
          <Stepper
            value={line.servings}
            min={SERVINGS_MIN}
            max={SERVINGS_MAX}
            onChange={onServings}
            display={t('cart.servings', { count: line.servings })}
            decreaseLabel={t('cart.fewer', { name: recipe.title })}
            increaseLabel={t('cart.more', { name: recipe.title })}
          />
          <View
            className='cart-line__move'
            role='button'
            aria-label={t('cart.moveLabel', { name: recipe.title })}
            onClick={onMove}
          >
            <Text className='cart-line__move-face'>{t('cart.move')}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
