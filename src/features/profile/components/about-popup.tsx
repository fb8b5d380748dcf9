import { Button, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { APP_ENVIRONMENT, APP_VERSION, APP_VERSION_CODE } from '@/app-info'
import Popup from '@/components/popup'
import { toast } from '@/services/toast'

export type UpdateOutcome = 'none' | 'found' | 'failed' | 'skipped'

interface AboutPopupProps {
  visible: boolean
  onClose: () => void
  /** Runs a forced version check; a newer release shows its own modal before this resolves. */
  checkForUpdates: () => Promise<UpdateOutcome>
}

/** The app's version and environment, and "check for updates". */
export default function AboutPopup({ visible, onClose, checkForUpdates }: AboutPopupProps) {
  const { t } = useTranslation()
  const [checking, setChecking] = useState(false)

  async function check() {
    if (checking) return
    setChecking(true)
    const outcome = await checkForUpdates()
    setChecking(false)
    if (outcome === 'none') void toast(t('profile.about.latest'))
    else if (outcome === 'failed') void toast(t('profile.about.checkFailed'))
    else if (outcome === 'found') onClose()
  }

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      title={t('profile.about.title')}
      position='center'
      className='about-popup'
    >
      <View className='about-popup__body'>
        <Text className='about-popup__name'>{t('app.name')}</Text>
        <Text className='about-popup__version'>
          {t('profile.about.version', { version: APP_VERSION, code: APP_VERSION_CODE })}
        </Text>
        <Text className='about-popup__environment'>
          {t('profile.about.environment', {
            environment: t(`profile.about.environmentName.${APP_ENVIRONMENT}`),
          })}
        </Text>
        <Text className='about-popup__tagline'>{t('profile.about.tagline')}</Text>
      </View>
      <Button
        className={`profile-button profile-button--solid profile-button--block about-popup__check${checking ? ' profile-button--busy' : ''}`}
        aria-disabled={checking}
        onClick={() => void check()}
      >
        {checking ? t('profile.about.checking') : t('profile.about.check')}
      </Button>
    </Popup>
  )
}
