import type { Kitchen } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import { localDate } from '@/services/picker-range'
import { copyText } from '@/services/clipboard'
import { toast, toastSuccess } from '@/services/toast'
import { renewInviteCode } from '../api/renew-invite-code'

interface InviteCodeProps {
  kitchen: Kitchen
  onChanged: () => Promise<void>
}

/** The owner's invite code (copy, or a new one that voids the old); members are told who invites. */
export default function InviteCode({ kitchen, onChanged }: InviteCodeProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const code = kitchen.inviteCode

  async function renew() {
    if (busy) return
    setBusy(true)
    try {
      await renewInviteCode()
      void toastSuccess(t('kitchen.invite.renewed'))
      await onChanged()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  function copy(text: string) {
    copyText(text).then(
      () => void toast(t('kitchen.invite.copied')),
      () => void toast(t('kitchen.invite.copyFailed')),
    )
  }

  if (kitchen.role !== 'owner') {
    return (
      <View className='kitchen-section kitchen-invite kitchen-invite--member'>
        <Text className='kitchen-section__title'>{t('kitchen.invite.title')}</Text>
        <Text className='kitchen-section__hint'>{t('kitchen.invite.ownerOnly')}</Text>
      </View>
    )
  }
  return (
    <View className='kitchen-section kitchen-invite'>
      <Text className='kitchen-section__title'>{t('kitchen.invite.title')}</Text>
      {code ? (
        <>
          <View className='kitchen-invite__row'>
            <Text className='kitchen-invite__code' userSelect>
              {code.code}
            </Text>
            <PillButton text={t('kitchen.invite.copy')} onClick={() => copy(code.code)} />
          </View>
          <Text className='kitchen-section__hint'>
            {t('kitchen.invite.hint', { date: localDate(new Date(code.expiresAt)) })}
          </Text>
          <PillButton
            kind='ghost'
            className='kitchen-invite__renew'
            text={busy ? t('kitchen.invite.renewing') : t('kitchen.invite.renew')}
            disabled={busy}
            onClick={() => void renew()}
          />
        </>
      ) : (
        <>
          <Text className='kitchen-section__hint'>{t('kitchen.invite.none')}</Text>
          <PillButton
            className='kitchen-invite__renew'
            text={busy ? t('kitchen.invite.renewing') : t('kitchen.invite.create')}
            disabled={busy}
            onClick={() => void renew()}
          />
        </>
      )}
    </View>
  )
}
