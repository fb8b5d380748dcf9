import { useRouter } from '@tarojs/taro'
import { useCategories } from '@/features/recipes/hooks/use-categories'
import SearchScreen from '@/features/search/components/search-screen'

export default function SearchDishPage() {
  const { params } = useRouter()
  const { categories } = useCategories()
  return <SearchScreen initialQuery={decodeQuery(params.q)} categories={categories} />
}

/** H5 hands the query over still percent-encoded; mini-programs decode it already. */
function decodeQuery(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
