import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import { ROUTES } from '@/routes'
import { toast } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { changePassword } from '../api/change-password'
import { useForm } from '../hooks/use-form'
import { forgetAfterPasswordChange } from '../remembered'
import { useSubmit } from '../hooks/use-submit'
import { usePasswordStrength } from '../strength/use-password-strength'
import { checkNewPassword, checkPasswordGiven, checkRepeat, collect } from '../validation'
import AuthLayout from './auth-layout'
import SubmitButton from './submit-button'
import NewPasswordFields from './new-password-fields'

const SUCCESS_TOAST = 2500

function leave() {
  if (Taro.getCurrentPages().length > 1) return Taro.navigateBack()
  return Taro.switchTab({ url: `/${ROUTES.profile}` })
}

/** Old password, new one twice; other devices are logged out, this one stays in. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation()
  const form = useForm<'oldPassword' | 'password' | 'repeat'>({
    oldPassword: '',
    password: '',
    repeat: '',
  })
  const { values, errors } = form
  // userInfo.email is masked: only the username and nickname are known here (the server checks
  // the email too).
  const userInfo = useSessionStore((state) => state.userInfo)
  const estimate = usePasswordStrength(values.password, {
    username: userInfo?.username,
    nickname: userInfo?.nickname,
  })
  const { busy, run } = useSubmit()
  const leaving = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(leaving.current), [])

  async function submit() {
    if (busy) return
    const sameAsOld =
      values.password && values.password === values.oldPassword
        ? t('auth.errors.samePassword')
        : undefined
    const found = collect({
      oldPassword: checkPasswordGiven(values.oldPassword),
      password: checkNewPassword(values.password, estimate) ?? sameAsOld,
      repeat: checkRepeat(values.repeat, values.password),
    })
    form.setErrors(found ?? {})
    if (found) return
    await run(async () => {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.password })
      // The server revoked this account's device tokens: a remembered one-tap login is gone.
      const username = useSessionStore.getState().userInfo?.username
      if (username) forgetAfterPasswordChange(username)
      void toast(t('auth.changePassword.done'), SUCCESS_TOAST)
      // The toast is read before the screen goes.
      leaving.current = setTimeout(() => void leave().catch(() => undefined), SUCCESS_TOAST)
    })
  }

  return (
    <AuthLayout
      title={t('titles.changePassword')}
      heading={t('auth.changePassword.heading')}
      hint={t('auth.changePassword.hint')}
    >
      <FormField
        name='oldPassword'
        label={t('auth.fields.oldPassword')}
        placeholder={t('auth.fields.oldPasswordPlaceholder')}
        password
        maxlength={64}
        value={values.oldPassword}
        onChange={(value) => form.set('oldPassword', value)}
        error={errors.oldPassword}
      />
      <NewPasswordFields
        password={values.password}
        repeat={values.repeat}
        errors={errors}
        estimate={estimate}
        onChange={form.set}
      />
      <SubmitButton
        busy={busy}
        label={t('auth.changePassword.submit')}
        busyLabel={t('auth.changePassword.submitting')}
        onSubmit={() => void submit()}
      />
    </AuthLayout>
  )
}
