import { View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import { leaveAfterLogin } from '../after-login'
import { useForm } from '../hooks/use-form'
import { useSubmit } from '../hooks/use-submit'
import { useSendCode } from '../hooks/use-send-code'
import { logInWithCode } from '../session'
import { checkAccount, checkCode, checkConsent, collect } from '../validation'
import AgreementConsent from './agreement-consent'
import SendCodeButton from './send-code-button'
import SubmitButton from './submit-button'

interface LoginFormProps {
  redirect?: string
  agreed: boolean
  onAgree: (agreed: boolean) => void
}

/**
 * Login by a code emailed to the account, named by its username or its email (SPEC §2): the
 * server mails the code to the account's email either way.
 */
export default function CodeLoginForm({ redirect, agreed, onAgree }: LoginFormProps) {
  const { t } = useTranslation()
  const form = useForm<'account' | 'code' | 'consent'>({ account: '', code: '', consent: '' })
  const code = useSendCode('login')
  const { busy, run } = useSubmit()

  // A mistyped name shows under its field; a good one gets its code and clears the message.
  const sendCode = () => form.report('account', code.sendTo(form.values.account, checkAccount))

  async function submit() {
    if (busy) return
    const account = form.values.account.trim()
    const errors = collect({
      account: checkAccount(account),
      code: checkCode(form.values.code),
      consent: checkConsent(agreed),
    })
    form.setErrors(errors ?? {})
    if (errors) return
    await run(async () => {
      await logInWithCode(account, form.values.code)
      await leaveAfterLogin(redirect)
    })
  }

  return (
    <View className='auth-form code-login'>
      <FormField
        name='account'
        label={t('auth.fields.account')}
        placeholder={t('auth.fields.accountPlaceholder')}
        value={form.values.account}
        onChange={(value) => form.set('account', value)}
        error={form.errors.account}
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
