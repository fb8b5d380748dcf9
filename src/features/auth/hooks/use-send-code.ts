import { CODE_RESEND_SECONDS, type CodePurpose } from '@shared/auth'
import { useCallback, useEffect, useState } from 'react'
import { t } from '@/i18n'
import { toast } from '@/services/toast'
import { sendCode } from '../api/send-code'
import { checkEmail, type FieldError } from '../validation'

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

  const send = useCallback(
    async (email: string) => {
      if (sending || seconds > 0) return false
      setSending(true)
      try {
        await sendCode({ email, purpose })
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

  /** Sends to the email as typed, if it is one; answers what is wrong with it otherwise. */
  const sendTo = useCallback(
    (typed: string): FieldError => {
      const email = typed.trim()
      const problem = checkEmail(email)
      if (!problem) void send(email)
      return problem
    },
    [send],
  )

  return { seconds, sending, send, sendTo }
}
