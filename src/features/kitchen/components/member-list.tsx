import type { Kitchen, KitchenMember } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { toastSuccess } from '@/services/toast'
import { removeMember } from '../api/remove-member'
import { ask } from '../confirm'

interface MemberListProps {
  kitchen: Kitchen
  /** The caller's user id. */
  me: number | undefined
  onChanged: () => Promise<void>
}

/** Who cooks here, with their role; the owner can remove anyone but themselves. */
export default function MemberList({ kitchen, me, onChanged }: MemberListProps) {
  const { t } = useTranslation()

  async function remove(member: KitchenMember) {
    const ok = await ask(
      t('kitchen.members.removeTitle', { name: member.nickname }),
      t('kitchen.members.removeText'),
      t('kitchen.members.remove'),
    )
    if (!ok) return
    try {
      await removeMember(member.userId)
      void toastSuccess(t('kitchen.members.removed'))
      await onChanged()
    } catch {
      // Shown by the request wrapper.
    }
  }

  return (
    <View className='kitchen-section kitchen-members'>
      <Text className='kitchen-section__title'>
        {t('kitchen.members.title', { count: kitchen.members.length })}
      </Text>
      {kitchen.members.map((member) => (
        <View key={member.userId} className='kitchen-member' data-id={member.userId}>
          <View className='kitchen-member__initial'>
            <Text>{(member.nickname || '?').slice(0, 1).toUpperCase()}</Text>
          </View>
          <View className='kitchen-member__text'>
            <Text className='kitchen-member__name'>
              {member.userId === me
                ? t('kitchen.members.you', { name: member.nickname })
                : member.nickname}
            </Text>
            <Text className={`kitchen-member__role kitchen-member__role--${member.role}`}>
              {t(`kitchen.roles.${member.role}`)}
            </Text>
          </View>
          {kitchen.role === 'owner' && member.userId !== me && (
            <View
              className='kitchen-link kitchen-member__remove'
              role='button'
              onClick={() => void remove(member)}
            >
              <Text>{t('kitchen.members.remove')}</Text>
            </View>
          )}
        </View>
      ))}
    </View>
  )
}
