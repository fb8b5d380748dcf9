import PreparingScreen from '@/components/preparing-screen'

export default function OrderDetailPage() {
  return <PreparingScreen route='orderDetail' />
}
