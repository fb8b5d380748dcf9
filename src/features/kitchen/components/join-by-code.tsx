import { INVITE_ALPHABET, INVITE_CODE_LENGTH, type Kitchen } from '@shared/kitchen'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import PillButton from '@/components/pill-button'
import { RequestError } from '@/services/request'
import { toast, toastSuccess } from '@/services/toast'
import { joinKitchen } from '../api/join-kitchen'
import { ask } from '../confirm'

interface JoinByCodeProps {
  kitchen: Kitchen
  onJoined: () => Promise<void>
}

const CODE = new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`)

/** Codes are typed in any case and with stray spaces; the server's alphabet is capitals. */
export function normaliseCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

/**
 * Join another kitchen by its code. A kitchen that still holds items cannot simply be left
 * behind: the server answers 409, and the cook is asked whether to bring the items along.
 */
export default function JoinByCode({ kitchen, onJoined }: JoinByCodeProps) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function send(inviteCode: string, merge: boolean): Promise<void> {
    try {
      const { kitchen: joined } = await joinKitchen(merge ? { inviteCode, merge } : { inviteCode })
      void toastSuccess(t('kitchen.join.joined', { name: joined.name }))
      setCode('')
      await onJoined()
    } catch (failure) {
      if (!(failure instanceof RequestError)) return
      if (failure.statusCode === 409 && !merge && kitchen.itemCount > 0) {
        const bring = await ask(
          t('kitchen.join.mergeTitle'),
          t('kitchen.join.mergeText', { count: kitchen.itemCount }),
          t('kitchen.join.merge'),
          false,
        )
        if (bring) await send(inviteCode, true)
        return
      }
      if (failure.statusCode === 400 || failure.statusCode === 404) setError(failure.message)
      else void toast(failure.message)
    }
  }

  async function join() {
    if (busy) return
    const inviteCode = normaliseCode(code)
    if (!CODE.test(inviteCode)) {
      setError(t('kitchen.join.codeRule', { length: INVITE_CODE_LENGTH }))
      return
    }
    setBusy(true)
    try {
      await send(inviteCode, false)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='kitchen-section kitchen-join'>
      <Text className='kitchen-section__title'>{t('kitchen.join.title')}</Text>
      <Text className='kitchen-section__hint'>{t('kitchen.join.hint')}</Text>
      <FormField
        name='inviteCode'
        label={t('kitchen.join.label')}
        placeholder={t('kitchen.join.placeholder', { length: INVITE_CODE_LENGTH })}
        value={code}
        maxlength={INVITE_CODE_LENGTH + 4}
        onChange={(next) => {
          setCode(normaliseCode(next))
          setError(undefined)
        }}
        error={error}
        onConfirm={() => void join()}
        suffix={
          <PillButton
            className='kitchen-join__submit'
            text={busy ? t('kitchen.join.joining') : t('kitchen.join.submit')}
            disabled={busy}
            onClick={() => void join()}
          />
        }
      />
    </View>
  )
}
