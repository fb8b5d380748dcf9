import PreparingScreen from '@/components/preparing-screen'

export default function AgreementPage() {
  return <PreparingScreen route='agreement' />
}
