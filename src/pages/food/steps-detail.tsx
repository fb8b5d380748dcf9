import PreparingScreen from '@/components/preparing-screen'

export default function StepsDetailPage() {
  return <PreparingScreen route='stepsDetail' />
}
