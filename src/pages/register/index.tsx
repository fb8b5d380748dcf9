import PreparingScreen from '@/components/preparing-screen'

export default function RegisterPage() {
  return <PreparingScreen route='register' />
}
