import { useRouter } from '@tarojs/taro'
import LoginGate from '@/components/login-gate'
import { getCart } from '@/features/cart/api/get-cart'
import ConfirmScreen from '@/features/orders/components/confirm-screen'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** `?ids=1,2&date=YYYY-MM-DD`: the plan lines to confirm and their day (default today). */
export default function OrderConfirmPage() {
  const { params } = useRouter()
  const date = params.date && DAY.test(params.date) ? params.date : undefined
  return (
    <LoginGate route='orderConfirm'>
      <ConfirmScreen ids={params.ids} loadCart={() => getCart(date)} />
    </LoginGate>
  )
}
