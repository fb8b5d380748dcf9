import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import EmptyState from '@/components/empty-state'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'
import { SkeletonLine } from '@/components/skeleton'
import { toastSuccess } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { removeMember } from '../api/remove-member'
import { ask } from '../confirm'
import { useKitchen } from '../hooks/use-kitchen'
import InviteCode from './invite-code'
import JoinByCode from './join-by-code'
import KitchenName from './kitchen-name'
import MemberList from './member-list'
import TimeZone from './time-zone'
import './kitchen.scss'

interface KitchenSheetProps {
  visible: boolean
  onClose: () => void
}

/**
 * "My kitchen" (there is no route for it, so it is a sheet over the profile): name, members,
 * invite code, joining another kitchen, leaving, and the kitchen's time zone.
 */
export default function KitchenSheet({ visible, onClose }: KitchenSheetProps) {
  const { t } = useTranslation()
  const me = useSessionStore((state) => state.userInfo?.id)
  const { kitchen, status, retry, reload } = useKitchen(visible)

  async function leave() {
    const ok = await ask(
      t('kitchen.leave.title'),
      t('kitchen.leave.text'),
      t('kitchen.leave.confirm'),
    )
    if (!ok) return
    try {
      await removeMember('me')
      void toastSuccess(t('kitchen.leave.done'))
      await reload()
    } catch {
      // Shown by the request wrapper.
    }
  }

  return (
    <Popup visible={visible} onClose={onClose} title={t('kitchen.title')} className='kitchen-sheet'>
      {status === 'loading' && (
        <View className='kitchen-section' aria-busy>
          <SkeletonLine size='title' />
          <SkeletonLine />
          <SkeletonLine size='short' />
        </View>
      )}
      {(status === 'error' || status === 'offline') && (
        <EmptyState
          text={status === 'offline' ? t('kitchen.offline') : t('kitchen.failed')}
          action={<PillButton text={t('common.retry')} onClick={retry} />}
        />
      )}
      {status === 'ready' && kitchen && (
        <>
          <KitchenName key={kitchen.id} kitchen={kitchen} onChanged={reload} />
          <MemberList kitchen={kitchen} me={me} onChanged={reload} />
          <InviteCode kitchen={kitchen} onChanged={reload} />
          <TimeZone kitchen={kitchen} onChanged={reload} />
          <JoinByCode kitchen={kitchen} onJoined={reload} />
          {kitchen.members.length > 1 && (
            <View className='kitchen-leave' role='button' onClick={() => void leave()}>
              <Text>{t('kitchen.leave.button')}</Text>
            </View>
          )}
        </>
      )}
    </Popup>
  )
}
