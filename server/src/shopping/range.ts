import { SHOPPING_RANGE_MAX } from '../../../types/shopping'
import { WEEK_DAYS } from '../../../types/records'
import { planDate } from '../cart/plan-date'
import type { Translate } from '../i18n/describe-issue'
import { fieldError } from '../lib/field-error'
import { addDays, daysBetween } from '../lib/kitchen-day'

/**
 * The plan days a list covers: `from` (default the kitchen's today) to `to` (default the six
 * days after `from`), both included, at most SHOPPING_RANGE_MAX days. `place` names where the
 * fields came from in an error (query or body).
 */
export function rangeOf(
  say: Translate,
  given: { from?: string; to?: string },
  today: string,
  place = 'query',
): { from: string; to: string } {
  const from = planDate(say, `${place}/from`, given.from, today)
  const to =
    given.to === undefined
      ? addDays(from, WEEK_DAYS - 1)
      : planDate(say, `${place}/to`, given.to, today)
  if (to < from)
    throw fieldError(say, `${place}/to`, 'shopping.reason.rangeOrder', { field: `${place}/from` })
  if (daysBetween(from, to) >= SHOPPING_RANGE_MAX) {
    throw fieldError(say, `${place}/to`, 'shopping.reason.rangeLength', {
      days: SHOPPING_RANGE_MAX - 1,
      field: `${place}/from`,
    })
  }
  return { from, to }
}
