import LoginGate from '@/components/login-gate'
import PreparingScreen from '@/components/preparing-screen'

export default function StockPage() {
  return (
    <LoginGate route='stock'>
      <PreparingScreen route='stock' />
    </LoginGate>
  )
}
