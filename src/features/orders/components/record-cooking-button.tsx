import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import SettlePopup from '@/components/settle-popup'
import { useRecordCooking, type RecordCookingOptions } from '../hooks/use-record-cooking'

/**
 * The last cooking step's button: "done — record it" (for an anonymous cook, "log in to record
 * it"), or "next dish" inside a record of several; then the record's settle popup.
 */
export default function RecordCookingButton(props: RecordCookingOptions) {
  const { t } = useTranslation()
  const flow = useRecordCooking(props)
  const text = !flow.loggedIn
    ? t('cooking.recordLogIn')
    : flow.next
      ? t('cooking.nextDish')
      : flow.busy
        ? t('cooking.recording')
        : t('cooking.record')
  return (
    <>
      <PillButton
        size='large'
        className={`record-cooking${flow.next ? ' record-cooking--next' : ''}`}
        text={text}
        disabled={flow.busy}
        onClick={() => void flow.start()}
      />
      <SettlePopup {...flow.settle} />
    </>
  )
}
