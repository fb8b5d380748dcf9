import PreparingScreen from '@/components/preparing-screen'

export default function TodayEatPage() {
  return <PreparingScreen route='todayEat' />
}
