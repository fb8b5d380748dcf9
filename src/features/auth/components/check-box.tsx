import { View } from '@tarojs/components'
import type { ReactNode } from 'react'

interface CheckBoxProps {
  /** Names the row for styles and tests: `check-box--{name}`. */
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}

/** A round check and its label; the whole row toggles it (a big enough target on a phone). */
export default function CheckBox({ name, checked, onChange, children }: CheckBoxProps) {
  return (
    <View
      className={`check-box check-box--${name}${checked ? ' check-box--checked' : ''}`}
      role='checkbox'
      aria-checked={checked}
      onClick={() => onChange(!checked)}
    >
      <View className='check-box__mark' />
      <View className='check-box__label'>{children}</View>
    </View>
  )
}
