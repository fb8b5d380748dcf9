import { Text, View } from '@tarojs/components'
import './index.scss'

interface PillButtonProps {
  text: string
  onClick: () => void
  kind?: 'primary' | 'ghost'
  size?: 'normal' | 'large'
  disabled?: boolean
  className?: string
}

/**
 * The app's rounded button (Taro's Button brings platform styling we would only undo): a
 * 44 px hit area around the pill, so small buttons stay easy to tap.
 */
export default function PillButton({
  text,
  onClick,
  kind = 'primary',
  size = 'normal',
  disabled,
  className,
}: PillButtonProps) {
  return (
    <View
      className={`pill-button pill-button--${kind} pill-button--${size}${disabled ? ' pill-button--disabled' : ''} ${className ?? ''}`}
      role='button'
      aria-disabled={disabled}
      onClick={() => !disabled && onClick()}
    >
      <Text className='pill-button__face'>{text}</Text>
    </View>
  )
}
