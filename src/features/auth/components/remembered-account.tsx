import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { assetUrl } from '@/services/asset-url'
import type { RememberedAccount as Account } from '@/stores/session-store'
import SubmitButton from './submit-button'
import './remembered-account.scss'

interface RememberedAccountProps {
  account: Account
  busy: boolean
  onLogIn: () => void
  onOther: () => void
  onForget: () => void
}

/**
 * The account this device remembers: who it is, a one-tap login (its device token, never a
 * password), and the ways out: another account, or forgetting this one here.
 */
export default function RememberedAccount(props: RememberedAccountProps) {
  const { account, busy, onLogIn, onOther, onForget } = props
  const { t } = useTranslation()
  const name = account.nickname?.trim() || account.username
  const initial = Array.from(name)[0]
  return (
    <View className='remembered'>
      <View className='remembered__who'>
        <View className='remembered__face' aria-hidden>
          {account.avatar ? (
            <Image className='remembered__photo' src={assetUrl(account.avatar)} mode='aspectFill' />
          ) : (
            <Text className='remembered__initial'>{initial}</Text>
          )}
        </View>
        <View className='remembered__names'>
          <Text className='remembered__name'>{name}</Text>
          <Text className='remembered__account'>
            {name === account.username
              ? t('auth.remembered.hint')
              : `${account.username} · ${t('auth.remembered.hint')}`}
          </Text>
        </View>
      </View>
      <SubmitButton
        busy={busy}
        label={t('auth.remembered.submit')}
        busyLabel={t('auth.remembered.submitting')}
        onSubmit={onLogIn}
      />
      <View className='remembered__links'>
        <Text className='auth-link remembered__other' onClick={onOther}>
          {t('auth.remembered.other')}
        </Text>
        <Text className='auth-link remembered__forget' onClick={onForget}>
          {t('auth.remembered.forget')}
        </Text>
      </View>
    </View>
  )
}
