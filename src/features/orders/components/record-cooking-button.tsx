import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { OrderItem } from '@shared/records'
import { sendToLogin } from '@/components/login-gate'
import PillButton from '@/components/pill-button'
import { urlOf } from '@/routes'
import { useSessionStore } from '@/stores/session-store'
import { getOrder } from '../api/get-order'
import type { CookedDish } from '../hooks/use-record-cooking'
import RecordSettle from './lazy-record-settle'

interface RecordCookingButtonProps extends CookedDish {
  /** Which of the record's dishes these steps are (0-based), when `order` is set. */
  dish: number
  /** The step shown, for the way back after logging in. */
  step: number
}

/**
 * The last cooking step's button: "done — record it" (for an anonymous cook, "log in to record
 * it"), then the record's settle popup; inside a record of several dishes ("cook now"), "next
 * dish" until the last one.
 */
export default function RecordCookingButton({ dish, step, ...cooked }: RecordCookingButtonProps) {
  const { t } = useTranslation()
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  // Inside a record: undefined while its dishes load (a tap then would record too early), null
  // when this is its last dish (or it could not be read: recording still works).
  const [next, setNext] = useState<OrderItem | null | undefined>(undefined)
  const [open, setOpen] = useState(false)
  const { order } = cooked
  const waiting = loggedIn && Boolean(order) && next === undefined

  // "Cook now": the record's dishes tell whether another one follows this one.
  useEffect(() => {
    if (!loggedIn || !order) return
    setNext(undefined)
    getOrder(order).then(
      (record) => setNext(record.items[dish + 1] ?? null),
      () => setNext(null),
    )
  }, [loggedIn, order, dish])

  const onClick = () => {
    if (!loggedIn) return sendToLogin('stepsDetail', { step })
    if (waiting) return
    if (next) {
      const query = { id: next.recipe.id, step: 0, order, dish: dish + 1, servings: next.servings }
      return void Taro.redirectTo({ url: urlOf('stepsDetail', query) })
    }
    setOpen(true)
  }

  const text = !loggedIn
    ? t('cooking.recordLogIn')
    : waiting
      ? t('common.loading')
      : next
        ? t('cooking.nextDish')
        : open
          ? t('cooking.recording')
          : t('cooking.record')
  return (
    <>
      <PillButton
        size='large'
        className='record-cooking'
        text={text}
        disabled={open || waiting}
        onClick={onClick}
      />
      <RecordSettle {...cooked} visible={open} onDone={() => setOpen(false)} />
    </>
  )
}
