import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function StockDetailPage() {
  return (
    <LoginGate route='stockDetail'>
      <PreparingScreen route='stockDetail' />
    </LoginGate>
  )
}
