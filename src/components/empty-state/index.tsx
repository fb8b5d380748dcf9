import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

interface EmptyStateProps {
  text: string
  /** An optional button or link under the text. */
  action?: ReactNode
}

/** The one way a screen says "nothing here" or "not yet". */
export default function EmptyState({ text, action }: EmptyStateProps) {
  return (
    <View className='empty-state'>
      <View className='empty-state__picture' />
      <Text className='empty-state__text'>{text}</Text>
      {action}
    </View>
  )
}
