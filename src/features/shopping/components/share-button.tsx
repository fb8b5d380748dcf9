import { Button } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { useRef } from 'react'
import { useTranslation } from '@/i18n/react'
import { ROUTES } from '@/routes'
import { copyText } from '@/services/clipboard'

interface ShareButtonProps {
  /** The whole list as text. */
  text: string
  /** A one-line summary: the share card's title. */
  title: string
}

/**
 * WeChat and Alipay: "share as text" sends the list to a chat as a message (the platform's share
 * sheet, titled with the list's summary) and puts the whole text on the clipboard, to paste
 * under it. H5: share-button.h5.tsx.
 */
export default function ShareButton({ text, title }: ShareButtonProps) {
  const { t } = useTranslation()
  const latest = useRef({ text, title })
  latest.current = { text, title }
  useShareAppMessage(() => ({ title: latest.current.title, path: `/${ROUTES.shopping}` }))
  return (
    <Button
      className='pill-button pill-button--ghost pill-button--large shopping-bar__share'
      openType='share'
      onClick={() => void copyText(latest.current.text).catch(() => undefined)}
    >
      {t('shopping.share')}
    </Button>
  )
}
