import PreparingScreen from '@/components/preparing-screen'

export default function ChangePasswordPage() {
  return <PreparingScreen route='changePassword' />
}
