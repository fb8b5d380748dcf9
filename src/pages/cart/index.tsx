import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function CartPage() {
  return (
    <LoginGate route='cart'>
      <PreparingScreen route='cart' />
    </LoginGate>
  )
}
