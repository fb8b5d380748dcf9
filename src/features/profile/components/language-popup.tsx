import { LOCALES, type Locale } from '@shared/api'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import Popup from '@/components/popup'
import { switchLocale } from '@/i18n'
import { toast } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { updateUserInfo } from '../api/update-user-info'

/**
 * The choice applies and persists on this device once its strings are here (H5 fetches them);
 * a logged-in user's account learns it too (the server writes its emails in it). That call is
 * quiet: the switch here stands anyway.
 */
export async function chooseLocale(locale: Locale) {
  await switchLocale(locale)
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
  // The locale whose strings are on their way: the popup stays until they are here.
  const [pending, setPending] = useState<Locale>()

  function choose(locale: Locale) {
    if (pending) return
    if (locale === current) return onClose()
    setPending(locale)
    chooseLocale(locale).then(
      () => {
        setPending(undefined)
        onClose()
      },
      (error: unknown) => {
        console.warn('[profile] locale not loaded', error)
        setPending(undefined)
        void toast(t('errors.networkFailed'))
      },
    )
  }
  return (
    <Popup visible={visible} onClose={onClose} title={t('profile.language.title')}>
      <View className='language-list' role='listbox'>
        {LOCALES.map((locale) => (
          <View
            key={locale}
            className={`language-list__item${locale === current ? ' language-list__item--current' : ''}${locale === pending ? ' language-list__item--pending' : ''}`}
            role='option'
            aria-selected={locale === current}
            aria-busy={locale === pending}
            data-locale={locale}
            onClick={() => choose(locale)}
          >
            <Text>{t(`locales.${locale}`)}</Text>
            {locale === current && <View className='language-list__check' />}
          </View>
        ))}
      </View>
    </Popup>
  )
}
