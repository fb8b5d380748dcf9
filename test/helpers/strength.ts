import type { PasswordStrengthRequest } from '@shared/auth'
import { passwordStrength } from '../../server/src/auth/strength'
import type { Answer } from './accounts'
import type { Received } from './api-server'

export const STRENGTH = 'POST /api/auth/password-strength'

/**
 * The strength meter's route as the server answers it, scored by the server's own estimator (the
 * fake API would otherwise make up the scores the screens show).
 */
export function scorePassword(req: Received): Answer {
  const { password, ...owner } = req.body as PasswordStrengthRequest
  return { body: { code: 0, msg: '', content: passwordStrength(password, owner) } }
}
