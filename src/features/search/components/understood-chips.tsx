import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { CategoryKey, SearchFilter } from '@shared/recipes'
import { categoryName } from '@/i18n/category-name'

interface UnderstoodChipsProps {
  filters: SearchFilter[]
  /** Searches again without the words of this filter. */
  onRemove: (filter: SearchFilter) => void
}

/** What a filter asks for, in the reader's language ("Up to 20 min", "Breakfast"). */
function useFilterLabel() {
  const { t } = useTranslation()
  return (filter: SearchFilter): string => {
    switch (filter.kind) {
      case 'time':
        return t('search.understood.time', { minutes: filter.value })
      case 'category':
        return filter.value === 'cold'
          ? t('search.understood.cold')
          : categoryName({ icon: filter.value as CategoryKey, name: filter.word })
      default: {
        const key = filter.value as 'easy' | 'vegetarian' | 'spicy' | 'mild' | 'homestyle'
        return t(`search.understood.${key}`)
      }
    }
  }
}

/** The words search turned into filters, as chips: a tap searches again without that word. */
export default function UnderstoodChips({ filters, onRemove }: UnderstoodChipsProps) {
  const { t } = useTranslation()
  const label = useFilterLabel()
  if (filters.length === 0) return null
  return (
    <View className='understood'>
      <Text className='understood__label'>{t('search.understood.label')}</Text>
      {filters.map((filter) => (
        <View
          key={`${filter.kind}:${filter.value}`}
          className='understood__chip'
          role='button'
          aria-label={t('search.understood.remove', { word: filter.word })}
          onClick={() => onRemove(filter)}
        >
          <View className='understood__pill'>
            <Text className='understood__text'>{label(filter)}</Text>
            <Text className='understood__remove'>✕</Text>
          </View>
        </View>
      ))}
    </View>
  )
}

/** The query without a filter's words, the spaces they leave and a 的 left hanging. */
export function withoutWord(query: string, word: string): string {
  const at = query.indexOf(word)
  if (at < 0) return query
  return `${query.slice(0, at)} ${query.slice(at + word.length)}`
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^的|的$/u, '')
}
