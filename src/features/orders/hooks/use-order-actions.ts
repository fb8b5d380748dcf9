import { showModal } from '@/services/modal'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { CookRequest, FoodRecordDetail } from '@shared/records'
import { RequestError } from '@/services/request'
import { toastSuccess } from '@/services/toast'
import { THEME } from '@/theme'
import { cancelOrder } from '../api/cancel-order'
import { cookOrder } from '../api/cook-order'
import { rateOrder } from '../api/rate-order'

/**
 * What the author can do with a record: cook it through the settle popup, cancel it, rate it.
 * Each success fetches the record again, so the screen shows the server's word on it.
 */
export function useOrderActions(detail: FoodRecordDetail | null, reload: () => Promise<void>) {
  const { t } = useTranslation()
  const [settleOpen, setSettleOpen] = useState(false)
  const [cooking, setCooking] = useState(false)
  const [settleError, setSettleError] = useState<string | null>(null)
  const [replanning, setReplanning] = useState(false)
  const [busy, setBusy] = useState(false)

  const openSettle = () => {
    setSettleError(null)
    setSettleOpen(true)
  }

  const cook = (choice: CookRequest) => {
    if (!detail || cooking) return
    setCooking(true)
    setSettleError(null)
    cookOrder(detail.id, choice).then(
      async () => {
        await reload()
        setCooking(false)
        setSettleOpen(false)
        void toastSuccess(t('records.cookedDone'))
      },
      (error: unknown) => {
        setCooking(false)
        // The stock changed since the plan was made: say so in the server's words, show the
        // plan as it is now, and let the user decide again.
        if (error instanceof RequestError && error.statusCode === 409) {
          setSettleError(error.message)
          setReplanning(true)
          void reload().finally(() => setReplanning(false))
        }
      },
    )
  }

  const cancel = async () => {
    if (!detail || busy) return
    const answer = await showModal({
      title: t('records.cancelTitle'),
      content: t('records.cancelText'),
      // showModal refuses labels over 4 CJK / 8 Latin characters.
      confirmText: t('records.cancelConfirm'),
      cancelText: t('records.cancelKeep'),
      confirmColor: THEME.primary,
    })
    if (!answer.confirm) return
    setBusy(true)
    try {
      await cancelOrder(detail.id)
      await reload()
      void toastSuccess(t('records.cancelled'))
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false)
    }
  }

  /** Resolves true once the rating is saved. */
  const rate = async (rating: number, comment: string) => {
    if (!detail || busy) return false
    setBusy(true)
    try {
      await rateOrder(detail.id, { rating, comment })
      await reload()
      void toastSuccess(t('records.rated'))
      return true
    } catch {
      return false
    } finally {
      setBusy(false)
    }
  }

  return {
    settleOpen,
    openSettle,
    closeSettle: () => !cooking && setSettleOpen(false),
    cook,
    cooking,
    settleError,
    replanning,
    cancel,
    rate,
    busy,
  }
}
