import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { LoadMoreStatus } from './use-paged-list'
import { useKeepLoading } from './use-keep-loading'
import './index.scss'

export type { LoadMoreStatus } from './use-paged-list'

interface LoadMoreProps {
  status: LoadMoreStatus
  /** Tapping "load more" (reach-bottom does the same without a tap). */
  onLoadMore: () => void
  onRetry: () => void
}

/**
 * The foot of a paged list: load more, loading, no more, or an error with a retry. On H5 it also
 * loads the next page while it is on screen (use-keep-loading.h5.ts).
 */
export default function LoadMore({ status, onLoadMore, onRetry }: LoadMoreProps) {
  const { t } = useTranslation()
  const foot = useKeepLoading(status === 'idle' ? onLoadMore : undefined)
  const onClick = status === 'idle' ? onLoadMore : status === 'error' ? onRetry : undefined
  return (
    <View
      ref={foot.ref}
      className={`load-more load-more--${status}`}
      data-status={status}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
    >
      {status === 'loading' && <View className='load-more__spinner' />}
      {status === 'noMore' && <View className='load-more__rule' />}
      <Text className='load-more__text'>{t(`loadMore.${status}`)}</Text>
      {status === 'noMore' && <View className='load-more__rule' />}
    </View>
  )
}
