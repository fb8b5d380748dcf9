import PreparingScreen from '@/components/preparing-screen'

export default function StockDetailPage() {
  return <PreparingScreen route='stockDetail' />
}
