import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function OrderListPage() {
  return (
    <LoginGate route='orderList'>
      <PreparingScreen route='orderList' />
    </LoginGate>
  )
}
