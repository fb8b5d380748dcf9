import PreparingScreen from '@/components/preparing-screen'

export default function LoginPage() {
  return <PreparingScreen route='login' />
}
