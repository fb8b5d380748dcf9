import type { MessageKey, MessageParams } from '../i18n'
import type { Translate } from '../i18n/describe-issue'
import { AppError } from './app-error'

/**
 * A 400 naming the field, worded exactly like a schema refusal ("body/name：不能为空"), for the
 * rules a schema cannot say (a name blank once trimmed, a date that does not exist). `say` is
 * the request's translator: the reason is put in the caller's language before it is thrown.
 */
export function fieldError(
  say: Translate,
  field: string,
  reason: MessageKey,
  params?: MessageParams,
): AppError {
  return new AppError(400, 400, 'error.validation', { field, reason: say(reason, params) })
}
