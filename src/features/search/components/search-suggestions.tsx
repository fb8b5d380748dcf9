import { showModal } from '@/services/modal'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { HotSearch } from '@shared/recipes'
import LoadMore from '@/components/load-more'
import { THEME } from '@/theme'
import { getHotSearches } from '../api/get-hot-searches'
import { useSearchHistoryStore } from '../store/search-history-store'

/** What shows before anything is typed: this device's history and the hot searches. */
export default function SearchSuggestions({ onPick }: { onPick: (term: string) => void }) {
  const { t } = useTranslation()
  const history = useSearchHistoryStore((s) => s.terms)
  const clear = useSearchHistoryStore((s) => s.clear)
  const [hot, setHot] = useState<HotSearch[] | null>(null)
  const [hotFailed, setHotFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    setHotFailed(false)
    const call = getHotSearches()
    call.then(setHot, () => setHotFailed(true))
    return () => call.abort()
  }, [attempt])

  const confirmClear = () => {
    void showModal({
      content: t('search.clearConfirm'),
      cancelText: t('search.clearCancel'),
      confirmText: t('search.clearOk'),
      confirmColor: THEME.primary,
    })
      .then(({ confirm }) => confirm && clear())
      .catch(() => undefined)
  }

  return (
    <View className='search-suggestions'>
      {history.length > 0 && (
        <View className='search-block search-history'>
          <View className='search-block__head'>
            <Text className='search-block__title'>{t('search.history')}</Text>
            <Text className='search-block__action' onClick={confirmClear}>
              {t('search.clearHistory')}
            </Text>
          </View>
          <View className='search-history__terms'>
            {history.map((term) => (
              <Text key={term} className='search-history__term' onClick={() => onPick(term)}>
                {term}
              </Text>
            ))}
          </View>
        </View>
      )}
      <View className='search-block search-hot'>
        <View className='search-block__head'>
          <Text className='search-block__title'>{t('search.hot')}</Text>
        </View>
        {hotFailed && (
          <LoadMore
            status='error'
            onLoadMore={() => undefined}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
        {!hotFailed && hot === null && (
          <LoadMore status='loading' onLoadMore={() => undefined} onRetry={() => undefined} />
        )}
        {hot !== null && hot.length === 0 && (
          <Text className='search-hot__none'>{t('search.noHot')}</Text>
        )}
        {hot !== null && hot.length > 0 && (
          <View className='search-hot__list'>
            {hot.map((item, index) => (
              <View key={item.term} className='search-hot__item' onClick={() => onPick(item.term)}>
                <Text className={`search-hot__rank${index < 3 ? ' search-hot__rank--top' : ''}`}>
                  {index + 1}
                </Text>
                <Text className='search-hot__term'>{item.term}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
    </View>
  )
}
