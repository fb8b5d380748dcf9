import type { Kitchen } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import { toastSuccess } from '@/services/toast'
import { updateKitchen } from '../api/update-kitchen'
import { deviceTimeZone } from '../confirm'

interface TimeZoneProps {
  kitchen: Kitchen
  onChanged: () => Promise<void>
}

/** The zone "today" is counted in; the owner can take this device's. */
export default function TimeZone({ kitchen, onChanged }: TimeZoneProps) {
  const { t } = useTranslation()
  const device = useMemo(deviceTimeZone, [])
  const [busy, setBusy] = useState(false)
  const offer = kitchen.role === 'owner' && device && device !== kitchen.timeZone

  async function use(timeZone: string) {
    if (busy) return
    setBusy(true)
    try {
      await updateKitchen({ timeZone })
      void toastSuccess(t('kitchen.timeZone.saved'))
      await onChanged()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='kitchen-section kitchen-zone'>
      <View className='kitchen-zone__row'>
        <Text className='kitchen-section__title'>{t('kitchen.timeZone.title')}</Text>
        <Text className='kitchen-zone__value'>{kitchen.timeZone}</Text>
      </View>
      <Text className='kitchen-section__hint'>{t('kitchen.timeZone.hint')}</Text>
      {offer && (
        <PillButton
          kind='ghost'
          className='kitchen-zone__use'
          text={t('kitchen.timeZone.useDevice', { zone: device })}
          disabled={busy}
          onClick={() => void use(device)}
        />
      )}
    </View>
  )
}
