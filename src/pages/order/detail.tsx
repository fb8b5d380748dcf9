import { useRouter } from '@tarojs/taro'
import LoginGate from '@/components/login-gate'
import OrderDetailScreen from '@/features/orders/components/order-detail-screen'

export default function OrderDetailPage() {
  const { params } = useRouter()
  return (
    <LoginGate route='orderDetail'>
      <OrderDetailScreen id={Number(params.id)} cookNow={params.cook === '1'} />
    </LoginGate>
  )
}
