import { useRouter } from '@tarojs/taro'
import type { RecipeDetail } from '@shared/recipes'
import AddToCartButton from '@/features/cart/components/add-to-cart-button'
import FavoriteToggle from '@/features/favorites/components/favorite-toggle'
import RecipeOrigin from '@/features/my-recipes/components/recipe-origin'
import RecipeDetailScreen from '@/features/recipes/components/recipe-detail/recipe-detail-screen'

/** The dish page's own actions beside "start cooking": favourite it, plan it for today. */
function dishActions(detail: RecipeDetail, servings: number) {
  return (
    <>
      <FavoriteToggle recipeId={detail.id} favoriteId={detail.favoriteId} from='foodDetail' />
      <AddToCartButton recipe={detail} servings={servings} from='foodDetail' />
    </>
  )
}

/** An own recipe's writer, who sees it, and "edit" for its writer. */
function dishOrigin(detail: RecipeDetail, reload: () => void) {
  return <RecipeOrigin detail={detail} onChanged={reload} />
}

export default function FoodDetailPage() {
  const { params } = useRouter()
  return <RecipeDetailScreen id={Number(params.id)} actions={dishActions} origin={dishOrigin} />
}
