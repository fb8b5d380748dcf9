import LoginGate from '@/components/login-gate'
import MineScreen from '@/features/my-recipes/components/mine-screen'

export default function MyRecipesPage() {
  return (
    <LoginGate route='myRecipes'>
      <MineScreen />
    </LoginGate>
  )
}
