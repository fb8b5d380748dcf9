import { useTranslation } from '@/i18n/react'
import HelpCentre from '@/features/docs/components/help-centre'
import { help } from '@/features/docs/content/help'
import { useLocalized } from '@/features/docs/use-localized'

export default function HelpPage() {
  const { t } = useTranslation()
  return <HelpCentre title={t('titles.help')} content={useLocalized(help)} />
}
