import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import Snackbar from '@/components/snackbar'
import type { RouteName } from '@/routes'
import { addToCart } from '../api/add-to-cart'
import { useAddToToday } from '../hooks/use-add-to-today'
import MealPopup from './meal-popup'
import './add-to-today.scss'

interface AddToCartButtonProps {
  recipe: { id: number; title: string }
  /** The servings the dish page shows: they are what gets planned. */
  servings: number
  /** The screen to come back to after logging in. */
  from: RouteName
}

/**
 * The dish page's "add to today's record": a meal, the current servings, one call. Drawn as an
 * icon over a word, like the heart beside it, so "start cooking" keeps the room it needs.
 */
export default function AddToCartButton({ recipe, servings, from }: AddToCartButtonProps) {
  const { t } = useTranslation()
  const add = useAddToToday(from, (meal, date) =>
    addToCart({ recipeId: recipe.id, servings, meal, date }),
  )
  return (
    <>
      <View
        className='add-to-today'
        role='button'
        aria-label={t('cart.addTitle')}
        onClick={add.start}
      >
        <View className='add-to-today__icon' />
        <Text className='add-to-today__label'>{t('cart.addDish')}</Text>
      </View>
      <MealPopup
        visible={add.open}
        what={t('cart.addWhatDish', { name: recipe.title, count: servings })}
        busy={add.busy}
        onConfirm={add.confirm}
        onClose={add.close}
      />
      <Snackbar
        snack={add.snackbar.snack}
        onHide={add.snackbar.hide}
        className='add-to-today__snackbar'
      />
    </>
  )
}
