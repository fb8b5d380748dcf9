import { useTranslation } from 'react-i18next'
import PillButton from '@/components/pill-button'
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

/** The dish page's "add to today's record": a meal, the current servings, one call. */
export default function AddToCartButton({ recipe, servings, from }: AddToCartButtonProps) {
  const { t } = useTranslation()
  const add = useAddToToday(from, (meal) => addToCart({ recipeId: recipe.id, servings, meal }))
  return (
    <>
      <PillButton
        kind='ghost'
        size='large'
        className='add-to-today'
        text={t('cart.addDish')}
        onClick={add.start}
      />
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
