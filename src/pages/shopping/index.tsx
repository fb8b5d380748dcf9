import LoginGate from '@/components/login-gate'
import ShoppingScreen from '@/features/shopping/components/shopping-screen'

export default function ShoppingPage() {
  return (
    <LoginGate route='shopping'>
      <ShoppingScreen />
    </LoginGate>
  )
}
