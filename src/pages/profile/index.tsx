import PreparingScreen from '@/components/preparing-screen'

export default function ProfilePage() {
  return <PreparingScreen route='profile' />
}
