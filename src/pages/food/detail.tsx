import PreparingScreen from '@/components/preparing-screen'

export default function FoodDetailPage() {
  return <PreparingScreen route='foodDetail' />
}
