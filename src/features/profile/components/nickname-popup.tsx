import { NICKNAME_MAX } from '@shared/auth'
import { cleanText, inputMaxLength, textLength } from '@shared/text'
import { Button } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import Popup from '@/components/popup'
import { toastSuccess } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { updateUserInfo } from '../api/update-user-info'

interface NicknamePopupProps {
  visible: boolean
  current: string
  onClose: () => void
}

/** Edits the nickname: 1 to NICKNAME_MAX characters, checked here before the server sees it. */
export default function NicknamePopup({ visible, current, onClose }: NicknamePopupProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState(current)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (visible) {
      setValue(current)
      setError(undefined)
    }
  }, [visible, current])

  async function save() {
    if (busy) return
    // The server's own rule: cleaned (trimmed, invisible-only is blank), counted in characters.
    const nickname = cleanText(value, 'line')
    const problem = !nickname
      ? t('profile.nickname.required')
      : textLength(nickname) > NICKNAME_MAX
        ? t('profile.nickname.tooLong', { max: NICKNAME_MAX })
        : undefined
    setError(problem)
    if (problem) return
    if (nickname === current) {
      onClose()
      return
    }
    setBusy(true)
    try {
      const changes = await updateUserInfo({ nickname })
      useSessionStore.getState().mergeUserInfo({ nickname, ...changes })
      void toastSuccess(t('profile.nickname.saved'))
      onClose()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      title={t('profile.nickname.title')}
      position='center'
      className='nickname-popup'
    >
      <FormField
        name='nickname'
        label={t('profile.nickname.label')}
        placeholder={t('profile.nickname.placeholder', { max: NICKNAME_MAX })}
        value={value}
        maxlength={inputMaxLength(NICKNAME_MAX)}
        onChange={(next) => {
          setValue(next)
          setError(undefined)
        }}
        error={error}
        onConfirm={() => void save()}
      />
      <Button
        className={`profile-button profile-button--solid profile-button--block${busy ? ' profile-button--busy' : ''}`}
        aria-disabled={busy}
        onClick={() => void save()}
      >
        {t('profile.nickname.save')}
      </Button>
    </Popup>
  )
}
