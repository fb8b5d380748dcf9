import { useRouter } from '@tarojs/taro'
import LoginGate from '@/components/login-gate'
import StockDetailScreen from '@/features/stock/components/stock-detail-screen'

export default function StockDetailPage() {
  const { params } = useRouter()
  return (
    <LoginGate route='stockDetail'>
      <StockDetailScreen id={Number(params.id)} />
    </LoginGate>
  )
}
