import { useRouter } from '@tarojs/taro'
import CookingScreen from '@/features/recipes/components/cooking/cooking-screen'

export default function StepsDetailPage() {
  const { params } = useRouter()
  return <CookingScreen id={Number(params.id)} step={Number(params.step ?? 0)} />
}
