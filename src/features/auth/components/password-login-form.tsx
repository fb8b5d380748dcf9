import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import { urlOf } from '@/routes'
import { leaveAfterLogin } from '../after-login'
import { useForm } from '../hooks/use-form'
import { useSubmit } from '../hooks/use-submit'
import { logInWithPassword } from '../session'
import { checkAccount, checkConsent, checkPasswordGiven, collect } from '../validation'
import AgreementConsent from './agreement-consent'
import CheckBox from './check-box'
import SubmitButton from './submit-button'

/** What the form opens with; never a password (this device does not keep one). */
export interface PasswordPrefill {
  username: string
  remember: boolean
  /** Why the password is asked for (a remembered login the server refused). */
  notice?: string
}

interface LoginFormProps {
  prefill: PasswordPrefill
  redirect?: string
  agreed: boolean
  onAgree: (agreed: boolean) => void
}

/** Username (or email) and password, "remember account", and the agreement consent. */
export default function PasswordLoginForm({ prefill, redirect, agreed, onAgree }: LoginFormProps) {
  const { t } = useTranslation()
  const form = useForm<'username' | 'password' | 'consent'>({
    username: prefill.username,
    password: '',
    consent: '',
  })
  const [remember, setRemember] = useState(prefill.remember)
  const { busy, run } = useSubmit()

  async function submit() {
    if (busy) return
    const username = form.values.username.trim()
    const { password } = form.values
    const errors = collect({
      username: checkAccount(username),
      password: checkPasswordGiven(password),
      consent: checkConsent(agreed),
    })
    form.setErrors(errors ?? {})
    if (errors) return
    await run(async () => {
      await logInWithPassword(username, password, remember)
      await leaveAfterLogin(redirect)
    })
  }

  return (
    <View className='auth-form password-login'>
      {prefill.notice && (
        <View className='auth-notice' role='alert'>
          {prefill.notice}
        </View>
      )}
      <FormField
        name='username'
        label={t('auth.fields.account')}
        placeholder={t('auth.fields.accountPlaceholder')}
        value={form.values.username}
        onChange={(value) => form.set('username', value)}
        error={form.errors.username}
        maxlength={254}
      />
      <FormField
        name='password'
        label={t('auth.fields.password')}
        placeholder={t('auth.fields.passwordPlaceholder')}
        password
        value={form.values.password}
        onChange={(value) => form.set('password', value)}
        error={form.errors.password}
        maxlength={64}
        onConfirm={() => void submit()}
      />
      <View className='auth-form__options'>
        <CheckBox name='remember' checked={remember} onChange={setRemember}>
          <Text>{t('auth.login.remember')}</Text>
        </CheckBox>
        <Text
          className='auth-link auth-form__forgot'
          onClick={() => void Taro.navigateTo({ url: urlOf('resetPassword') })}
        >
          {t('auth.login.forgot')}
        </Text>
      </View>
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
