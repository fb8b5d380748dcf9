import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function OrderConfirmPage() {
  return (
    <LoginGate route='orderConfirm'>
      <PreparingScreen route='orderConfirm' />
    </LoginGate>
  )
}
