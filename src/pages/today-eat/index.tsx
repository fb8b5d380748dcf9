import type { TodayEatDish } from '@shared/recipes'
import AddMenuButton from '@/features/cart/components/add-menu-button'
import FavoriteToggle from '@/features/favorites/components/favorite-toggle'
import { useCategories } from '@/features/recipes/hooks/use-categories'
import TodayEatScreen from '@/features/today-eat/components/today-eat-screen'

/** A logged-in cook's menu says which dishes are favourites already (visitors get none). */
function dishAside(dish: TodayEatDish) {
  return (
    <FavoriteToggle
      recipeId={dish.id}
      favoriteId={dish.favoriteId ?? null}
      from='todayEat'
      variant='icon'
    />
  )
}

function menuActions(dishes: TodayEatDish[], people: number) {
  return <AddMenuButton dishes={dishes} people={people} from='todayEat' />
}

export default function TodayEatPage() {
  const { categories } = useCategories()
  return <TodayEatScreen categories={categories} dishAside={dishAside} menuActions={menuActions} />
}
