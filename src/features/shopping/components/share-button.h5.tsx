import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import { copyText } from '@/services/clipboard'
import { toast } from '@/services/toast'

interface ShareButtonProps {
  /** The whole list as text. */
  text: string
  /** A one-line summary (the mini-programs' share card title). */
  title: string
}

/** H5: "share as text" copies the list, to paste into any chat. */
export default function ShareButton({ text }: ShareButtonProps) {
  const { t } = useTranslation()
  const share = () =>
    copyText(text).then(
      () => toast(t('shopping.copied')),
      () => toast(t('shopping.copyFailed')),
    )
  return (
    <PillButton
      kind='ghost'
      size='large'
      className='shopping-bar__share'
      text={t('shopping.share')}
      onClick={() => void share()}
    />
  )
}
