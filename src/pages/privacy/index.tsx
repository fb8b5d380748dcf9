import PreparingScreen from '@/components/preparing-screen'

export default function PrivacyPage() {
  return <PreparingScreen route='privacy' />
}
