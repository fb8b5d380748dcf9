import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { urlOf } from '@/routes'
import { toast } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { leaveAfterLogin } from '../after-login'
import { useSubmit } from '../hooks/use-submit'
import { loginReason } from '../login-reason'
import { forgetRemembered, rememberedCredential } from '../remembered'
import { logInRemembered } from '../session'
import AuthLayout from './auth-layout'
import CodeLoginForm from './code-login-form'
import PasswordLoginForm, { type PasswordPrefill } from './password-login-form'
import RememberedAccount from './remembered-account'

type Mode = 'password' | 'code'

/** What the password form opens with: the remembered name (never a password) and its tick. */
function prefillFromStore(): PasswordPrefill {
  const remembered = useSessionStore.getState().rememberedAccount
  return { username: remembered?.username ?? '', remember: Boolean(remembered) }
}

/**
 * The login page: a remembered account's one-tap login when this device keeps one, else a
 * password tab and a code tab sharing one agreement consent. The hint says why login is asked
 * for, read from where the page goes back to afterwards.
 */
export default function LoginScreen() {
  const { t } = useTranslation()
  const redirect = useRouter()?.params?.redirect
  const [mode, setMode] = useState<Mode>('password')
  const [agreed, setAgreed] = useState(false)
  const [oneTap, setOneTap] = useState(() => Boolean(rememberedCredential()))
  // Read once: a refused one-tap clears the store before the page has swapped in the form.
  const [account] = useState(() => useSessionStore.getState().rememberedAccount)
  const [prefill, setPrefill] = useState(prefillFromStore)
  const { busy, run } = useSubmit()
  const modes: Mode[] = ['password', 'code']

  const logIn = () =>
    run(async () => {
      const outcome = await logInRemembered()
      if (outcome.status === 'in') await leaveAfterLogin(redirect)
      if (outcome.status !== 'refused') return
      setPrefill({ username: outcome.username, remember: true, notice: outcome.message })
      setMode('password')
      setOneTap(false)
    })

  const pickOther = () => {
    setPrefill({ username: '', remember: false })
    setOneTap(false)
  }

  const forget = () => {
    forgetRemembered()
    setPrefill({ username: '', remember: false })
    setOneTap(false)
    void toast(t('auth.remembered.forgotten'))
  }

  return (
    <AuthLayout
      title={t('titles.login')}
      heading={t('auth.login.heading')}
      hint={loginReason(redirect)}
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
      {oneTap && account ? (
        <RememberedAccount
          account={account}
          busy={busy}
          onLogIn={() => void logIn()}
          onOther={pickOther}
          onForget={forget}
        />
      ) : (
        <>
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
            <PasswordLoginForm
              // A new prefill (another account, a refused one-tap) starts the form afresh.
              key={`${prefill.username}:${prefill.notice ?? ''}`}
              prefill={prefill}
              redirect={redirect}
              agreed={agreed}
              onAgree={setAgreed}
            />
          ) : (
            <CodeLoginForm redirect={redirect} agreed={agreed} onAgree={setAgreed} />
          )}
        </>
      )}
    </AuthLayout>
  )
}
