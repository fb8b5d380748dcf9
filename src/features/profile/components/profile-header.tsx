import type { UserInfo } from '@shared/api'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { useAvatarUpload } from '../hooks/use-avatar-upload'
import Avatar from './avatar'

interface ProfileHeaderProps {
  user: UserInfo
  onEditNickname: () => void
}

/** Avatar (tap to change), nickname (tap to edit), username and kitchen. */
export default function ProfileHeader({ user, onEditNickname }: ProfileHeaderProps) {
  const { t } = useTranslation()
  const { uploading, changeAvatar } = useAvatarUpload()
  const nickname = user.nickname || user.username
  return (
    <View className='profile-header'>
      <View
        className='profile-header__avatar'
        role='button'
        aria-label={t('profile.avatar.change')}
        onClick={() => void changeAvatar()}
      >
        <Avatar url={user.avatar} name={nickname} uploading={uploading} />
        <View className='profile-header__camera' />
      </View>
      <View className='profile-header__text'>
        <View
          className='profile-header__nickname'
          role='button'
          aria-label={t('profile.nickname.edit')}
          onClick={onEditNickname}
        >
          <Text className='profile-header__name'>{nickname}</Text>
          <View className='profile-header__pen' />
        </View>
        <Text className='profile-header__username'>@{user.username}</Text>
        {user.kitchen && (
          <Text className='profile-header__kitchen'>
            {t(`profile.kitchen.${user.kitchen.role}`, { name: user.kitchen.name })}
          </Text>
        )}
      </View>
    </View>
  )
}
