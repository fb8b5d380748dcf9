import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import AuthLayout from './auth-layout'
import CodeLoginForm from './code-login-form'
import PasswordLoginForm from './password-login-form'

type Mode = 'password' | 'code'

/** The login page: a password tab and a code tab sharing one agreement consent. */
export default function LoginScreen() {
  const { t } = useTranslation()
  const redirect = useRouter()?.params?.redirect
  const [mode, setMode] = useState<Mode>('password')
  const [agreed, setAgreed] = useState(false)
  const modes: Mode[] = ['password', 'code']

  return (
    <AuthLayout
      title={t('titles.login')}
      heading={t('auth.login.heading')}
      hint={t('auth.login.hint')}
      footer={
        <>
          <Text>{t('auth.login.noAccount')}</Text>
          <Text
            className='auth-link auth-footer__register'
            // Replaces the login page, so that back from either one leads out of the flow.
            onClick={() => void Taro.redirectTo({ url: urlOf('register', { redirect }) })}
          >
            {t('auth.login.toRegister')}
          </Text>
        </>
      }
    >
      <View className='auth-tabs' role='tablist'>
        {modes.map((item) => (
          <View
            key={item}
            className={`auth-tabs__tab auth-tabs__tab--${item}${mode === item ? ' auth-tabs__tab--active' : ''}`}
            role='tab'
            aria-selected={mode === item}
            onClick={() => setMode(item)}
          >
            {t(`auth.login.tabs.${item}`)}
          </View>
        ))}
      </View>
      {mode === 'password' ? (
        <PasswordLoginForm redirect={redirect} agreed={agreed} onAgree={setAgreed} />
      ) : (
        <CodeLoginForm redirect={redirect} agreed={agreed} onAgree={setAgreed} />
      )}
    </AuthLayout>
  )
}
