import { useTranslation } from '@/i18n/react'
import LegalDocument from '@/features/docs/components/legal-document'
import { privacy } from '@/features/docs/content/privacy'
import { useLocalized } from '@/features/docs/use-localized'

export default function PrivacyPage() {
  const { t } = useTranslation()
  return <LegalDocument title={t('titles.privacy')} content={useLocalized(privacy)} />
}
