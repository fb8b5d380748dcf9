import { useRouter } from '@tarojs/taro'
import { addToCart } from '@/features/cart/api/add-to-cart'
import { getCart } from '@/features/cart/api/get-cart'
import RecordCookingButton from '@/features/orders/components/record-cooking-button'
import CookingScreen from '@/features/recipes/components/cooking/cooking-screen'

/** A positive whole number from the query, or undefined. */
function count(value: string | undefined): number | undefined {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/**
 * The cooking steps of a dish, ending in a food record: `servings` (from the dish page) is what
 * a new plan line gets; `order` and `dish` are set when "cook now" opened the steps of a record.
 */
export default function StepsDetailPage() {
  const { params } = useRouter()
  return (
    <CookingScreen
      id={Number(params.id)}
      step={Number(params.step ?? 0)}
      servings={count(params.servings)}
      finish={(detail, step) => (
        <RecordCookingButton
          recipeId={detail.id}
          servings={count(params.servings) ?? detail.servings}
          order={count(params.order)}
          dish={Number(params.dish ?? 0) || 0}
          step={step}
          loadPlan={getCart}
          planDish={addToCart}
        />
      )}
    />
  )
}
