import { useRouter } from '@tarojs/taro'
import LoginGate from '@/components/login-gate'
import { getCart } from '@/features/cart/api/get-cart'
import ConfirmScreen from '@/features/orders/components/confirm-screen'

export default function OrderConfirmPage() {
  const { params } = useRouter()
  return (
    <LoginGate route='orderConfirm'>
      <ConfirmScreen ids={params.ids} loadCart={getCart} />
    </LoginGate>
  )
}
