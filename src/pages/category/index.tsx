import PreparingScreen from '@/components/preparing-screen'

export default function CategoryPage() {
  return <PreparingScreen route='category' />
}
