import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function FavoritesPage() {
  return (
    <LoginGate route='favorites'>
      <PreparingScreen route='favorites' />
    </LoginGate>
  )
}
