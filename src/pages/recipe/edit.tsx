import { useRouter } from '@tarojs/taro'
import LoginGate from '@/components/login-gate'
import EditScreen from '@/features/my-recipes/components/edit-screen'
import { useCategories } from '@/features/recipes/hooks/use-categories'

/** `?id=` edits that recipe; `?import=link|text` opens a new one on its import sheet. */
function Editor() {
  const { params } = useRouter()
  const categories = useCategories()
  const id = Number(params.id)
  const from = params.import === 'link' || params.import === 'text' ? params.import : undefined
  return (
    <EditScreen
      id={Number.isInteger(id) && id > 0 ? id : undefined}
      importFrom={from}
      fromDetail={params.from === 'detail'}
      categories={{ ...categories, reload: () => void categories.reload() }}
    />
  )
}

export default function RecipeEditPage() {
  return (
    <LoginGate route='recipeEdit'>
      <Editor />
    </LoginGate>
  )
}
