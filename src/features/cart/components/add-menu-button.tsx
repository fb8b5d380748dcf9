import { useTranslation } from '@/i18n/react'
import { RECORD_ITEMS_MAX } from '@shared/records'
import PillButton from '@/components/pill-button'
import Snackbar from '@/components/snackbar'
import type { RouteName } from '@/routes'
import { addMenuToCart } from '../api/add-menu-to-cart'
import { useAddToToday } from '../hooks/use-add-to-today'
import MealPopup from './meal-popup'
import './add-to-today.scss'

interface AddMenuButtonProps {
  dishes: { id: number }[]
  /** The menu is made for this many people: each dish is planned for as many servings. */
  people: number
  from: RouteName
}

/** Today-eat's "add this menu to today's record": every dish, one meal, one call. */
export default function AddMenuButton({ dishes, people, from }: AddMenuButtonProps) {
  const { t } = useTranslation()
  const add = useAddToToday(from, (meal, date) =>
    addMenuToCart({
      items: dishes
        .slice(0, RECORD_ITEMS_MAX)
        .map((dish) => ({ recipeId: dish.id, servings: people, meal, date })),
    }),
  )
  return (
    <>
      <PillButton
        size='large'
        className='add-menu'
        text={t('todayEat.addMenu')}
        disabled={dishes.length === 0}
        onClick={add.start}
      />
      <MealPopup
        visible={add.open}
        what={t('cart.addWhatMenu', { dishes: dishes.length, count: people })}
        busy={add.busy}
        onConfirm={add.confirm}
        onClose={add.close}
      />
      <Snackbar snack={add.snackbar.snack} onHide={add.snackbar.hide} />
    </>
  )
}
