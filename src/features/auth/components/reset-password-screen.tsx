import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import { ROUTES, urlOf } from '@/routes'
import { toast } from '@/services/toast'
import { resetPassword } from '../api/reset-password'
import { useForm } from '../hooks/use-form'
import { forgetAfterReset } from '../remembered'
import { useSubmit } from '../hooks/use-submit'
import { useSendCode } from '../hooks/use-send-code'
import { usePasswordStrength } from '../strength/use-password-strength'
import { checkCode, checkEmail, checkNewPassword, checkRepeat, collect } from '../validation'
import AuthLayout from './auth-layout'
import SendCodeButton from './send-code-button'
import SubmitButton from './submit-button'
import NewPasswordFields from './new-password-fields'

/** Back to the login page this screen was opened from, or onto a new one. */
function backToLogin() {
  const pages = Taro.getCurrentPages()
  const below = pages[pages.length - 2]
  if (below?.route?.replace(/^\//, '') === ROUTES.login) return Taro.navigateBack()
  return Taro.redirectTo({ url: urlOf('login') })
}

/** Email → code (60 s between two) → the new password twice. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation()
  const form = useForm<'email' | 'code' | 'password' | 'repeat'>({
    email: '',
    code: '',
    password: '',
    repeat: '',
  })
  const { values, errors } = form
  const estimate = usePasswordStrength(values.password, { email: values.email.trim() })
  const code = useSendCode('reset')
  const { busy, run } = useSubmit()

  // A mistyped email shows under its field; a good one gets its code and clears the message.
  const sendCode = () => form.report('email', code.sendTo(form.values.email))

  async function submit() {
    if (busy) return
    const email = values.email.trim()
    const found = collect({
      email: checkEmail(email),
      code: checkCode(values.code),
      password: checkNewPassword(values.password, estimate),
      repeat: checkRepeat(values.repeat, values.password),
    })
    form.setErrors(found ?? {})
    if (found) return
    await run(async () => {
      await resetPassword({ email, code: values.code, password: values.password })
      // The server revoked that account's device tokens: its one-tap login here is gone.
      forgetAfterReset(email)
      void toast(t('auth.reset.done'), 2500)
      await backToLogin().catch(() => undefined)
    })
  }

  return (
    <AuthLayout
      title={t('titles.resetPassword')}
      heading={t('auth.reset.heading')}
      hint={t('auth.reset.hint')}
    >
      <FormField
        name='email'
        label={t('auth.fields.email')}
        placeholder={t('auth.fields.emailPlaceholder')}
        type='email'
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
      <NewPasswordFields
        password={values.password}
        repeat={values.repeat}
        errors={errors}
        estimate={estimate}
        onChange={form.set}
      />
      <SubmitButton
        busy={busy}
        label={t('auth.reset.submit')}
        busyLabel={t('auth.reset.submitting')}
        onSubmit={() => void submit()}
      />
    </AuthLayout>
  )
}
