import LoginGate from '@/components/login-gate'
import CartScreen from '@/features/cart/components/cart-screen'

export default function CartPage() {
  return (
    <LoginGate route='cart'>
      <CartScreen />
    </LoginGate>
  )
}
