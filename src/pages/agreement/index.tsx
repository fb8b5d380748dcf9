import { useTranslation } from '@/i18n/react'
import LegalDocument from '@/features/docs/components/legal-document'
import { agreement } from '@/features/docs/content/agreement'
import { useLocalized } from '@/features/docs/use-localized'

export default function AgreementPage() {
  const { t } = useTranslation()
  return <LegalDocument title={t('titles.agreement')} content={useLocalized(agreement)} />
}
