import { CODE_RESEND_SECONDS, type CodePurpose } from '@shared/auth'
import { useCallback, useEffect, useState } from 'react'
import { t } from '@/i18n'
import { toast } from '@/services/toast'
import { sendCode } from '../api/send-code'
import { checkEmail, type FieldError } from '../validation'

type Check = (value: string) => FieldError

/**
 * Sends an emailed code and counts down the 60 s before another may be asked for. The count is
 * kept as an end time, so a phone that slept in between still shows the right number.
 */
export function useSendCode(purpose: CodePurpose) {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [sending, setSending] = useState(false)
  const seconds = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (seconds <= 0) return undefined
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  }, [seconds, now])

  /** To an email, or (logging in) to the account a username names. */
  const send = useCallback(
    async (to: string) => {
      if (sending || seconds > 0) return false
      setSending(true)
      try {
        await sendCode(to.includes('@') ? { email: to, purpose } : { username: to, purpose })
        const start = Date.now()
        setNow(start)
        setUntil(start + CODE_RESEND_SECONDS * 1000)
        void toast(t('auth.code.sent'))
        return true
      } catch {
        // The request wrapper has shown the server's message (e.g. asked again too soon).
        return false
      } finally {
        setSending(false)
      }
    },
    [purpose, sending, seconds],
  )

  /**
   * Sends to what was typed when `check` finds nothing wrong with it (an email by default; the
   * code-login tab also takes a username), and answers what is wrong otherwise.
   */
  const sendTo = useCallback(
    (typed: string, check: Check = checkEmail): FieldError => {
      const to = typed.trim()
      const problem = check(to)
      if (!problem) void send(to)
      return problem
    },
    [send],
  )

  return { seconds, sending, send, sendTo }
}
