import PreparingScreen from '@/components/preparing-screen'

export default function ResetPasswordPage() {
  return <PreparingScreen route='resetPassword' />
}
