import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf, type RouteName } from '@/routes'
import CheckBox from './check-box'

interface AgreementConsentProps {
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}

function open(route: RouteName) {
  void Taro.navigateTo({ url: urlOf(route) }).catch(() => undefined)
}

/** "I have read and agree to the user agreement and the privacy policy", with both linked. */
export default function AgreementConsent({ checked, onChange, error }: AgreementConsentProps) {
  const { t } = useTranslation()
  return (
    <View className='agreement-consent'>
      <CheckBox name='consent' checked={checked} onChange={onChange}>
        <Text>{t('auth.consent.prefix')}</Text>
        <Text
          className='auth-link agreement-consent__agreement'
          onClick={(event) => {
            event.stopPropagation()
            open('agreement')
          }}
        >
          {t('auth.consent.agreement')}
        </Text>
        <Text>{t('auth.consent.and')}</Text>
        <Text
          className='auth-link agreement-consent__privacy'
          onClick={(event) => {
            event.stopPropagation()
            open('privacy')
          }}
        >
          {t('auth.consent.privacy')}
        </Text>
      </CheckBox>
      {error && (
        <View className='agreement-consent__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
