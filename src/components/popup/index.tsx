import { Text, View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import { closeOnBack } from '@/services/back-closes'
import { holdTabBarHidden } from '@/services/tab-bar'
import './index.scss'

interface PopupProps {
  visible: boolean
  onClose: () => void
  /** Already translated. */
  title?: string
  /** A sheet from the bottom (default) or a card in the middle. */
  position?: 'bottom' | 'center'
  /** Extra class on the panel, for a test or a screen's own layout. */
  className?: string
  children: ReactNode
}

/**
 * While a popup shows on a tab page the tab bar is hidden (see holdTabBarHidden), so the sheet and
 * its dim layer cover the whole screen; leaving the page lets the tab bar back.
 */
function useTabBarHidden(visible: boolean) {
  const release = useRef<(() => void) | null>(null)
  const hold = () => {
    if (!release.current) release.current = holdTabBarHidden()
  }
  const letGo = () => {
    release.current?.()
    release.current = null
  }
  useEffect(() => {
    if (visible) hold()
    else letGo()
  }, [visible])
  useEffect(() => letGo, [])
  useDidHide(letGo)
  useDidShow(() => {
    if (visible) hold()
  })
}

/**
 * While the popup shows on the page being looked at, the back gesture closes it (H5; see
 * services/back-closes): a sheet with something typed in it is not thrown away with the page.
 */
function useBackCloses(visible: boolean, onClose: () => void) {
  const close = useRef(onClose)
  close.current = onClose
  const [pageShown, setPageShown] = useState(true)
  useDidHide(() => setPageShown(false))
  useDidShow(() => setPageShown(true))
  useEffect(() => {
    if (!visible || !pageShown) return undefined
    return closeOnBack(() => close.current())
  }, [visible, pageShown])
}

/**
 * The generic popup: a mask that closes it on tap, and a panel with an optional title and a
 * close button. Drawn with Taro views only, so it is the same on H5 and the mini-programs.
 */
export default function Popup({
  visible,
  onClose,
  title,
  position = 'bottom',
  className,
  children,
}: PopupProps) {
  const { t } = useTranslation()
  useTabBarHidden(visible)
  useBackCloses(visible, onClose)
  if (!visible) return null
  return (
    <View className={`popup popup--${position}`} catchMove>
      <View className='popup__mask' onClick={onClose} />
      <View
        className={`popup__panel ${className ?? ''}`}
        role='dialog'
        aria-modal
        aria-label={title}
      >
        {title && <Text className='popup__title'>{title}</Text>}
        <View className='popup__close' onClick={onClose} aria-label={t('popup.close')}>
          <View className='popup__cross' />
        </View>
        {children}
      </View>
    </View>
  )
}
