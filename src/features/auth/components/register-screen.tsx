import { Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import { NICKNAME_MAX } from '@shared/auth'
import { inputMaxLength } from '@shared/text'
import { urlOf } from '@/routes'
import { toastSuccess } from '@/services/toast'
import { leaveAfterLogin } from '../after-login'
import { useForm } from '../hooks/use-form'
import { useSubmit } from '../hooks/use-submit'
import { useSendCode } from '../hooks/use-send-code'
import { registerAccount } from '../session'
import { usePasswordStrength } from '../strength/use-password-strength'
import {
  checkCode,
  checkConsent,
  checkEmail,
  checkNewPassword,
  checkNickname,
  checkRepeat,
  checkUsername,
  collect,
} from '../validation'
import AgreementConsent from './agreement-consent'
import AuthLayout from './auth-layout'
import PasswordStrength from './password-strength'
import SendCodeButton from './send-code-button'
import SubmitButton from './submit-button'

type Field = 'username' | 'email' | 'code' | 'password' | 'repeat' | 'nickname' | 'consent'

/** Username, email with its emailed code, password twice, an optional nickname, consent. */
export default function RegisterScreen() {
  const { t } = useTranslation()
  const redirect = useRouter()?.params?.redirect
  const form = useForm<Field>({
    username: '',
    email: '',
    code: '',
    password: '',
    repeat: '',
    nickname: '',
    consent: '',
  })
  const { values, errors } = form
  const estimate = usePasswordStrength(values.password, {
    username: values.username.trim(),
    email: values.email.trim(),
    nickname: values.nickname.trim(),
  })
  const code = useSendCode('register')
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useSubmit()

  // A mistyped email shows under its field; a good one gets its code and clears the message.
  const sendCode = () => form.report('email', code.sendTo(form.values.email))

  async function submit() {
    if (busy) return
    const username = values.username.trim()
    const email = values.email.trim()
    const nickname = values.nickname.trim()
    const found = collect({
      username: checkUsername(username),
      email: checkEmail(email),
      code: checkCode(values.code),
      password: checkNewPassword(values.password, estimate),
      repeat: checkRepeat(values.repeat, values.password),
      nickname: checkNickname(nickname),
      consent: checkConsent(agreed),
    })
    form.setErrors(found ?? {})
    if (found) return
    await run(async () => {
      await registerAccount({
        username,
        email,
        code: values.code,
        password: values.password,
        ...(nickname ? { nickname } : {}),
      })
      void toastSuccess(t('auth.register.done'))
      await leaveAfterLogin(redirect)
    })
  }

  const field = (name: Exclude<Field, 'consent'>, label: string, placeholder: string) => ({
    name,
    label,
    placeholder,
    value: values[name],
    onChange: (value: string) => form.set(name, value),
    error: errors[name],
  })

  return (
    <AuthLayout
      title={t('titles.register')}
      heading={t('auth.register.heading')}
      hint={t('auth.register.hint')}
      footer={
        <>
          <Text>{t('auth.register.haveAccount')}</Text>
          <Text
            className='auth-link auth-footer__login'
            onClick={() => void Taro.redirectTo({ url: urlOf('login', { redirect }) })}
          >
            {t('auth.register.toLogin')}
          </Text>
        </>
      }
    >
      <FormField
        {...field('username', t('auth.fields.username'), t('auth.fields.usernamePlaceholder'))}
        maxlength={32}
      />
      <FormField
        {...field('email', t('auth.fields.email'), t('auth.fields.emailPlaceholder'))}
        type='email'
        maxlength={254}
      />
      <FormField
        {...field('code', t('auth.fields.code'), t('auth.fields.codePlaceholder'))}
        type='number'
        maxlength={6}
        suffix={<SendCodeButton seconds={code.seconds} sending={code.sending} onSend={sendCode} />}
      />
      <FormField
        {...field('password', t('auth.fields.password'), t('auth.fields.newPasswordPlaceholder'))}
        password
        maxlength={64}
      />
      <PasswordStrength password={values.password} estimate={estimate} />
      <FormField
        {...field('repeat', t('auth.fields.repeat'), t('auth.fields.repeatPlaceholder'))}
        password
        maxlength={64}
      />
      <FormField
        {...field(
          'nickname',
          t('auth.fields.nickname'),
          t('auth.fields.nicknamePlaceholder', { max: NICKNAME_MAX }),
        )}
        maxlength={inputMaxLength(NICKNAME_MAX)}
      />
      <AgreementConsent
        checked={agreed}
        onChange={(value) => {
          setAgreed(value)
          form.clearError('consent')
        }}
        error={errors.consent}
      />
      <SubmitButton
        busy={busy}
        label={t('auth.register.submit')}
        busyLabel={t('auth.register.submitting')}
        onSubmit={() => void submit()}
      />
    </AuthLayout>
  )
}
