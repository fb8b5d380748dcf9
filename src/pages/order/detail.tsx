import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function OrderDetailPage() {
  return (
    <LoginGate route='orderDetail'>
      <PreparingScreen route='orderDetail' />
    </LoginGate>
  )
}
