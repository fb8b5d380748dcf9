import PreparingScreen from '@/components/preparing-screen'

export default function FavoritesPage() {
  return <PreparingScreen route='favorites' />
}
