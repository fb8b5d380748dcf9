import { useRouter } from '@tarojs/taro'
import CookingScreen from '@/features/recipes/components/cooking/cooking-screen'

export default function StepsDetailPage() {
  const { params } = useRouter()
  const servings = Number(params.servings)
  return (
    <CookingScreen
      id={Number(params.id)}
      step={Number(params.step ?? 0)}
      servings={Number.isInteger(servings) && servings > 0 ? servings : undefined}
    />
  )
}
