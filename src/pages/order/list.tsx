import { useRouter } from '@tarojs/taro'
import LoginGate from '@/components/login-gate'
import OrderListScreen, { tabOf } from '@/features/orders/components/order-list-screen'

export default function OrderListPage() {
  const { params } = useRouter()
  return (
    <LoginGate route='orderList'>
      <OrderListScreen initialTab={tabOf(params.status)} />
    </LoginGate>
  )
}
