import PreparingScreen from '@/components/preparing-screen'

export default function OrderListPage() {
  return <PreparingScreen route='orderList' />
}
