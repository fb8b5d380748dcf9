import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useTabBarHidden } from './use-tab-bar-hidden'
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
