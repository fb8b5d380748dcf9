import CategoryScreen from '@/features/recipes/components/category-screen'

export default function CategoryPage() {
  return <CategoryScreen />
}
