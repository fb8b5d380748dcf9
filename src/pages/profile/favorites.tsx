import LoginGate from '@/components/login-gate'
import FavoritesScreen from '@/features/favorites/components/favorites-screen'

export default function FavoritesPage() {
  return (
    <LoginGate route='favorites'>
      <FavoritesScreen />
    </LoginGate>
  )
}
