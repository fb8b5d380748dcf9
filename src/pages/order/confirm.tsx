import PreparingScreen from '@/components/preparing-screen'

export default function OrderConfirmPage() {
  return <PreparingScreen route='orderConfirm' />
}
