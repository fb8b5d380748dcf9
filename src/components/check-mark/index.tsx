import { View } from '@tarojs/components'
import './index.scss'

interface CheckMarkProps {
  checked: boolean
  /** Some but not all of what it stands for are checked (a "select all" of a partial group). */
  mixed?: boolean
  onChange: (checked: boolean) => void
  /** Already translated: what checking it selects. */
  label: string
  className?: string
}

/** A round check on a 44 px target, for selecting rows (today's plan). */
export default function CheckMark({ checked, mixed, onChange, label, className }: CheckMarkProps) {
  const state = checked ? 'on' : mixed ? 'mixed' : 'off'
  return (
    <View
      className={`check-mark check-mark--${state} ${className ?? ''}`}
      role='checkbox'
      aria-checked={checked ? true : mixed ? 'mixed' : false}
      aria-label={label}
      onClick={() => onChange(!checked)}
    >
      <View className='check-mark__dot' />
    </View>
  )
}
