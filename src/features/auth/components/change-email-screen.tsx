import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import { ROUTES } from '@/routes'
import { toast } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { changeEmail } from '../api/change-email'
import { useForm } from '../hooks/use-form'
import { useSendCode } from '../hooks/use-send-code'
import { useSubmit } from '../hooks/use-submit'
import { checkCode, checkEmail, checkPasswordGiven, collect } from '../validation'
import AuthLayout from './auth-layout'
import SendCodeButton from './send-code-button'
import SubmitButton from './submit-button'

const SUCCESS_TOAST = 2500

function leave() {
  if (Taro.getCurrentPages().length > 1) return Taro.navigateBack()
  return Taro.switchTab({ url: `/${ROUTES.profile}` })
}

/**
 * A new email for the account: the new address gets a code (purpose bind-email, 60 s between
 * two), and the current password confirms it is the owner asking.
 */
export default function ChangeEmailScreen() {
  const { t } = useTranslation()
  const form = useForm<'email' | 'code' | 'password'>({ email: '', code: '', password: '' })
  const { values, errors } = form
  const current = useSessionStore((state) => state.userInfo?.email)
  const code = useSendCode('bind-email')
  const { busy, run } = useSubmit()
  const leaving = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(leaving.current), [])

  const sendCode = () => form.report('email', code.sendTo(values.email))

  async function submit() {
    if (busy) return
    const email = values.email.trim()
    const found = collect({
      email: checkEmail(email),
      code: checkCode(values.code),
      password: checkPasswordGiven(values.password),
    })
    form.setErrors(found ?? {})
    if (found) return
    await run(async () => {
      const info = await changeEmail({ email, code: values.code, password: values.password })
      useSessionStore.getState().mergeUserInfo(info)
      void toast(t('auth.changeEmail.done'), SUCCESS_TOAST)
      // The toast is read before the screen goes.
      leaving.current = setTimeout(() => void leave().catch(() => undefined), SUCCESS_TOAST)
    })
  }

  return (
    <AuthLayout
      title={t('titles.changeEmail')}
      heading={t('auth.changeEmail.heading')}
      hint={t('auth.changeEmail.hint')}
    >
      {current && (
        <Text className='auth-current-email'>
          {t('auth.changeEmail.current', { email: current })}
        </Text>
      )}
      <FormField
        name='email'
        label={t('auth.fields.newEmail')}
        placeholder={t('auth.fields.newEmailPlaceholder')}
        value={values.email}
        onChange={(value) => form.set('email', value)}
        error={errors.email}
        maxlength={254}
      />
      <FormField
        name='code'
        label={t('auth.fields.code')}
        placeholder={t('auth.fields.codePlaceholder')}
        type='number'
        maxlength={6}
        value={values.code}
        onChange={(value) => form.set('code', value)}
        error={errors.code}
        suffix={<SendCodeButton seconds={code.seconds} sending={code.sending} onSend={sendCode} />}
      />
      <FormField
        name='password'
        label={t('auth.fields.currentPassword')}
        placeholder={t('auth.fields.oldPasswordPlaceholder')}
        password
        maxlength={64}
        value={values.password}
        onChange={(value) => form.set('password', value)}
        error={errors.password}
        onConfirm={() => void submit()}
      />
      <SubmitButton
        busy={busy}
        label={t('auth.changeEmail.submit')}
        busyLabel={t('auth.changeEmail.submitting')}
        onSubmit={() => void submit()}
      />
    </AuthLayout>
  )
}
