import {
  CODE_RULE,
  EMAIL_MAX,
  EMAIL_RULE,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_RULE,
  passwordProblem,
} from '@shared/auth'
import { cleanText, textLength } from '@shared/text'
import { t } from '@/i18n'
import type { PasswordEstimate } from './strength/use-password-strength'

/**
 * The account forms' checks, with the rules the server applies (types/auth.ts). Each returns a
 * translated message, or undefined when the value is fine.
 */
export type FieldError = string | undefined

const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX, nicknameMax: NICKNAME_MAX }

export function checkUsername(value: string): FieldError {
  if (!value) return t('auth.errors.usernameRequired')
  if (!USERNAME_RULE.test(value)) return t('auth.errors.usernameRule')
  return undefined
}

/** A username or an email, for logging in. */
export function checkAccount(value: string): FieldError {
  if (!value) return t('auth.errors.accountRequired')
  const valid = value.includes('@')
    ? value.length <= EMAIL_MAX && EMAIL_RULE.test(value)
    : USERNAME_RULE.test(value)
  return valid ? undefined : t('auth.errors.accountRule')
}

export function checkEmail(value: string): FieldError {
  if (!value) return t('auth.errors.emailRequired')
  if (value.length > EMAIL_MAX || !EMAIL_RULE.test(value)) return t('auth.errors.emailRule')
  return undefined
}

/** Logging in: whatever the password is, it has to be there. */
export function checkPasswordGiven(value: string): FieldError {
  return value ? undefined : t('auth.errors.passwordRequired')
}

/**
 * A password being chosen: the shared rules, then the strength rules once the server's meter
 * has judged it (until then, and without it, the server's check at submit stands alone).
 */
export function checkNewPassword(value: string, estimate?: PasswordEstimate | null): FieldError {
  if (!value) return t('auth.errors.passwordRequired')
  const problem = passwordProblem(value)
  if (problem) return t(`auth.errors.${problem}`, limits)
  return estimate?.problem ? t(`auth.strength.${estimate.problem}`) : undefined
}

export function checkRepeat(value: string, first: string): FieldError {
  if (!value) return t('auth.errors.repeatRequired')
  return value === first ? undefined : t('auth.errors.passwordMismatch')
}

export function checkCode(value: string): FieldError {
  if (!value) return t('auth.errors.codeRequired')
  return CODE_RULE.test(value) ? undefined : t('auth.errors.codeRule')
}

/** Optional at registration; counted in characters, as the server counts it. */
export function checkNickname(value: string): FieldError {
  const tooLong = textLength(cleanText(value, 'line')) > NICKNAME_MAX
  return tooLong ? t('auth.errors.nicknameTooLong', limits) : undefined
}

export function checkConsent(agreed: boolean): FieldError {
  return agreed ? undefined : t('auth.errors.consentRequired')
}

/** The errors of a form, or null when there are none. */
export function collect<K extends string>(
  checks: Record<K, FieldError>,
): Partial<Record<K, string>> | null {
  const errors = Object.fromEntries(
    Object.entries(checks).filter(([, message]) => message !== undefined),
  ) as Partial<Record<K, string>>
  return Object.keys(errors).length ? errors : null
}
