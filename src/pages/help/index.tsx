import PreparingScreen from '@/components/preparing-screen'

export default function HelpPage() {
  return <PreparingScreen route='help' />
}
