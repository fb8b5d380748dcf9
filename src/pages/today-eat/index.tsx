import { useCategories } from '@/features/recipes/hooks/use-categories'
import TodayEatScreen from '@/features/today-eat/components/today-eat-screen'

export default function TodayEatPage() {
  const { categories } = useCategories()
  return <TodayEatScreen categories={categories} />
}
