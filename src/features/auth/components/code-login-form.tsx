import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import FormField from '@/components/form-field'
import { leaveAfterLogin } from '../after-login'
import { useForm } from '../hooks/use-form'
import { useSubmit } from '../hooks/use-submit'
import { useSendCode } from '../hooks/use-send-code'
import { logInWithCode } from '../session'
import { checkCode, checkConsent, checkEmail, collect } from '../validation'
import AgreementConsent from './agreement-consent'
import SendCodeButton from './send-code-button'
import SubmitButton from './submit-button'

interface LoginFormProps {
  redirect?: string
  agreed: boolean
  onAgree: (agreed: boolean) => void
}

/**
 * Login by a code emailed to the account. Codes are sent to an email (`send-code` takes one), so
 * this tab asks for the email; the login call then names the account by it.
 */
export default function CodeLoginForm({ redirect, agreed, onAgree }: LoginFormProps) {
  const { t } = useTranslation()
  const form = useForm<'email' | 'code' | 'consent'>({ email: '', code: '', consent: '' })
  const code = useSendCode('login')
  const { busy, run } = useSubmit()

  // A mistyped email shows under its field; a good one gets its code and clears the message.
  const sendCode = () => form.report('email', code.sendTo(form.values.email))

  async function submit() {
    if (busy) return
    const email = form.values.email.trim()
    const errors = collect({
      email: checkEmail(email),
      code: checkCode(form.values.code),
      consent: checkConsent(agreed),
    })
    form.setErrors(errors ?? {})
    if (errors) return
    await run(async () => {
      await logInWithCode(email, form.values.code)
      await leaveAfterLogin(redirect)
    })
  }

  return (
    <View className='auth-form code-login'>
      <FormField
        name='email'
        label={t('auth.fields.email')}
        placeholder={t('auth.fields.accountEmailPlaceholder')}
        value={form.values.email}
        onChange={(value) => form.set('email', value)}
        error={form.errors.email}
        maxlength={254}
      />
      <FormField
        name='code'
        label={t('auth.fields.code')}
        placeholder={t('auth.fields.codePlaceholder')}
        type='number'
        maxlength={6}
        value={form.values.code}
        onChange={(value) => form.set('code', value)}
        error={form.errors.code}
        suffix={<SendCodeButton seconds={code.seconds} sending={code.sending} onSend={sendCode} />}
        onConfirm={() => void submit()}
      />
      <AgreementConsent
        checked={agreed}
        onChange={(value) => {
          onAgree(value)
          form.clearError('consent')
        }}
        error={form.errors.consent}
      />
      <SubmitButton
        busy={busy}
        label={t('auth.login.submit')}
        busyLabel={t('auth.login.submitting')}
        onSubmit={() => void submit()}
      />
    </View>
  )
}
