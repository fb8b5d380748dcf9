import LoginGate from '@/components/login-gate'
import ChangePasswordScreen from '@/features/auth/components/change-password-screen'

export default function ChangePasswordPage() {
  return (
    <LoginGate route='changePassword'>
      <ChangePasswordScreen />
    </LoginGate>
  )
}
