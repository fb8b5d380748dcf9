import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import Avatar from './avatar'

/** What an anonymous user sees instead of a profile: why to log in, and the two ways in. */
export default function AnonymousCard() {
  const { t } = useTranslation()
  const open = (route: 'login' | 'register') =>
    void Taro.navigateTo({ url: urlOf(route) }).catch(() => undefined)
  return (
    <View className='profile-header profile-header--anonymous'>
      <View className='profile-header__top'>
        <Avatar name='' />
        <View className='profile-header__text'>
          <Text className='profile-header__name'>{t('profile.anonymous.title')}</Text>
          <Text className='profile-header__username'>{t('profile.anonymous.hint')}</Text>
        </View>
      </View>
      <View className='profile-header__actions'>
        <Button className='profile-button profile-button--solid' onClick={() => open('login')}>
          {t('profile.anonymous.logIn')}
        </Button>
        <Button className='profile-button profile-button--ghost' onClick={() => open('register')}>
          {t('profile.anonymous.register')}
        </Button>
      </View>
    </View>
  )
}
