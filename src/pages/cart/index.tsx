import PreparingScreen from '@/components/preparing-screen'

export default function CartPage() {
  return <PreparingScreen route='cart' />
}
