import { LOCALES, type Locale } from '@shared/api'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Popup from '@/components/popup'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { updateUserInfo } from '../api/update-user-info'

/**
 * The choice applies and persists on this device at once; a logged-in user's account learns it
 * too (the server writes its emails in it). That call is quiet: the switch here stands anyway.
 */
export function chooseLocale(locale: Locale) {
  useSettingsStore.getState().setLocale(locale)
  if (!useSessionStore.getState().token) return
  updateUserInfo({ locale }, true).then(
    (changes) => useSessionStore.getState().mergeUserInfo({ locale, ...changes }),
    (error: unknown) => console.warn('[profile] locale not saved to the account', error),
  )
}

export default function LanguagePopup({
  visible,
  onClose,
}: {
  visible: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const current = useSettingsStore((state) => state.locale)
  return (
    <Popup visible={visible} onClose={onClose} title={t('profile.language.title')}>
      <View className='language-list' role='listbox'>
        {LOCALES.map((locale) => (
          <View
            key={locale}
            className={`language-list__item${locale === current ? ' language-list__item--current' : ''}`}
            role='option'
            aria-selected={locale === current}
            data-locale={locale}
            onClick={() => {
              if (locale !== current) chooseLocale(locale)
              onClose()
            }}
          >
            <Text>{t(`locales.${locale}`)}</Text>
            {locale === current && <View className='language-list__check' />}
          </View>
        ))}
      </View>
    </Popup>
  )
}
