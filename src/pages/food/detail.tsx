import { useRouter } from '@tarojs/taro'
import RecipeDetailScreen from '@/features/recipes/components/recipe-detail/recipe-detail-screen'

export default function FoodDetailPage() {
  const { params } = useRouter()
  return <RecipeDetailScreen id={Number(params.id)} />
}
