import { View } from '@tarojs/components'
import './index.scss'

/** Grey shimmering shapes that stand for content while it loads. */
export function SkeletonLine({ size }: { size?: 'title' | 'short' }) {
  return <View className={`skeleton-line${size ? ` skeleton-line--${size}` : ''}`} />
}

export function SkeletonBlock({ className }: { className?: string }) {
  return <View className={`skeleton-block ${className ?? ''}`} />
}
