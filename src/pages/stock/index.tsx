import PreparingScreen from '@/components/preparing-screen'

export default function StockPage() {
  return <PreparingScreen route='stock' />
}
