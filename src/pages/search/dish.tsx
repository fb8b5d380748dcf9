import PreparingScreen from '@/components/preparing-screen'

export default function SearchDishPage() {
  return <PreparingScreen route='searchDish' />
}
