import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { Meal } from '@shared/records'
import { dayPhrase } from '@/components/day-chips/day-name'
import { sendToLogin } from '@/components/login-gate'
import { useSnackbar } from '@/components/snackbar'
import { ROUTES, type RouteName } from '@/routes'
import { localToday } from '@/services/plan-days'
import { useSessionStore } from '@/stores/session-store'

/**
 * "Add to the plan" from a screen that is not the cart: a logged-out user is sent to log in (and
 * back to `from`); otherwise a day and meal popup, then the call, then a snackbar with "view"
 * that opens the cart tab. A refused call keeps the popup open (the request layer has said why).
 */
export function useAddToToday(
  from: RouteName,
  add: (meal: Meal, date: string | undefined) => Promise<unknown>,
) {
  const { t } = useTranslation()
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const snackbar = useSnackbar()

  const start = () => {
    if (!loggedIn) sendToLogin(from)
    else setOpen(true)
  }

  const confirm = (meal: Meal, date: string | undefined) => {
    if (busy) return
    setBusy(true)
    add(meal, date).then(
      () => {
        setBusy(false)
        setOpen(false)
        const today = localToday()
        snackbar.show({
          text: t('cart.added', {
            day: dayPhrase(t, date ?? today, today),
            meal: t(`records.meals.${meal}`),
          }),
          action: {
            label: t('cart.view'),
            run: () => void Taro.switchTab({ url: `/${ROUTES.cart}` }).catch(() => undefined),
          },
        })
      },
      () => setBusy(false),
    )
  }

  return { open, busy, start, confirm, close: () => setOpen(false), snackbar }
}
