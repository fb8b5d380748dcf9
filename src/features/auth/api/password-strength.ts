import type { PasswordStrengthRequest, PasswordStrengthResult } from '@shared/auth'
import { request } from '@/services/request'

/**
 * The server's score of a password being typed (its estimator's dictionaries are too heavy for
 * the app). Quiet: without an answer the meter just stays away, the form still works.
 */
export function passwordStrength(body: PasswordStrengthRequest) {
  return request<PasswordStrengthResult>({
    url: '/auth/password-strength',
    method: 'POST',
    data: body,
    quiet: true,
  })
}
