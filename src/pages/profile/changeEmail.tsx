import LoginGate from '@/components/login-gate'
import ChangeEmailScreen from '@/features/auth/components/change-email-screen'

export default function ChangeEmailPage() {
  return (
    <LoginGate route='changeEmail'>
      <ChangeEmailScreen />
    </LoginGate>
  )
}
