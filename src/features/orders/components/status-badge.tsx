import { Text } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { RecordStatus } from '@shared/records'

export default function StatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useTranslation()
  return (
    <Text className={`status-badge status-badge--${status}`}>{t(`records.status.${status}`)}</Text>
  )
}
