import LoginGate from '@/components/login-gate'
import StockScreen from '@/features/stock/components/stock-screen'

export default function StockPage() {
  return (
    <LoginGate route='stock'>
      <StockScreen />
    </LoginGate>
  )
}
