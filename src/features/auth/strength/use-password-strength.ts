import { useEffect, useState } from 'react'
import { strengthProblem, type PasswordOwner, type PasswordStrengthResult } from '@shared/auth'
import { passwordStrength } from '../api/password-strength'

export type PasswordEstimate = PasswordStrengthResult

/** Typing pauses this long before the server is asked. */
export const STRENGTH_DEBOUNCE = 300

/** What the server said about which password, so an answer never outlives its password. */
interface Answer {
  password: string
  estimate: PasswordEstimate | null
}

/**
 * How strong a new password is for its owner. The shared checks (blank, contains the username
 * or email) answer at once; the score comes from the server, asked once typing pauses, each
 * question cancelling the previous one. Answers: undefined while nothing is typed or the server
 * is being asked, null when it cannot answer (offline, refused: no meter, and the submit still
 * gets the server's own refusal), else the estimate.
 */
export function usePasswordStrength(
  password: string,
  owner: PasswordOwner,
): PasswordEstimate | null | undefined {
  const { username, email, nickname } = owner
  // The instant checks need no score: with the best one, only blank or hasName can come out.
  const instant = password ? strengthProblem(password, 4, { username, email }) : null
  const [answer, setAnswer] = useState<Answer>()

  useEffect(() => {
    if (!password || instant) return
    let call: ReturnType<typeof passwordStrength> | undefined
    const timer = setTimeout(() => {
      call = passwordStrength({
        password,
        ...(username ? { username } : {}),
        ...(email ? { email } : {}),
        ...(nickname ? { nickname } : {}),
      })
      call.then(
        (estimate) => setAnswer({ password, estimate }),
        () => setAnswer({ password, estimate: null }),
      )
    }, STRENGTH_DEBOUNCE)
    return () => {
      clearTimeout(timer)
      call?.abort()
    }
  }, [password, instant, username, email, nickname])

  if (!password) return undefined
  if (instant) return { score: 0, problem: instant }
  return answer?.password === password ? answer.estimate : undefined
}
