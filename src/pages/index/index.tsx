import PreparingScreen from '@/components/preparing-screen'

export default function HomePage() {
  return <PreparingScreen route='home' />
}
