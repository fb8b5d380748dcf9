import type { MessageKey, MessageParams } from '../i18n'
import type { Translate } from '../i18n/describe-issue'
import { AppError } from '../plugins/errors'

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

/**
 * Text as it is stored: NFC (one spelling for "é" or a composed Hangul syllable), trimmed, and
 * 1…max characters; the schema has already refused control characters.
 */
export function cleanText(say: Translate, field: string, value: string, max: number): string {
  const text = value.normalize('NFC').trim()
  if (text === '') throw fieldError(say, field, 'stock.reason.blank')
  if (text.length > max) throw fieldError(say, field, 'reason.maxLength', { limit: max })
  return text
}
