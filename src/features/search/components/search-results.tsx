import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { SearchFilter, SearchHit, SearchPage } from '@shared/recipes'
import DishCard, { DishCardSkeleton } from '@/components/dish-card'
import EmptyState from '@/components/empty-state'
import OfflineState from '@/components/offline-state'
import LoadMore from '@/components/load-more'
import type { PagedList } from '@/components/load-more/use-paged-list'
import PillButton from '@/components/pill-button'
import HighlightedText from './highlighted-text'
import UnderstoodChips from './understood-chips'

interface SearchResultsProps {
  term: string
  results: PagedList<SearchHit, SearchPage>
  onOpen: (hit: SearchHit) => void
  /** The category the results are limited to (its name), or null for all. */
  filter: string | null
  onClearFilter: () => void
  /** Searches again without the words of a filter the server read in the query. */
  onRemoveUnderstood: (filter: SearchFilter) => void
}

/** The filter in force, said as a chip; a tap lifts it. */
function FilterChip({ name, onClear }: { name: string; onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <View className='search-results__filter' onClick={onClear}>
      <Text className='search-results__filter-text'>
        {t('search.onlyCategory', { category: name })}
      </Text>
      <Text className='search-results__filter-clear'>{t('search.clearFilter')}</Text>
    </View>
  )
}

/** The hits, each with its matched part highlighted, and the load-more foot. */
export default function SearchResults({
  term,
  results,
  onOpen,
  filter,
  onClearFilter,
  onRemoveUnderstood,
}: SearchResultsProps) {
  const { t } = useTranslation()
  if (results.first === 'loading') {
    return (
      <View className='search-results'>
        {[0, 1, 2, 3].map((i) => (
          <DishCardSkeleton key={i} />
        ))}
      </View>
    )
  }
  if (results.first === 'error' && results.offline) {
    return <OfflineState text={t('offline.search')} onRetry={results.retry} />
  }
  if (results.first === 'error') {
    return (
      <EmptyState
        text={t('search.failed')}
        action={<PillButton text={t('common.retry')} onClick={results.retry} />}
      />
    )
  }
  if (results.items.length === 0 && filter !== null) {
    // A filter chosen for an earlier query must not silently empty this one.
    return (
      <EmptyState
        text={t('search.emptyInCategory', { term, category: filter })}
        action={<PillButton text={t('search.searchAllCategories')} onClick={onClearFilter} />}
      />
    )
  }
  const understood = (
    <UnderstoodChips filters={results.last?.filters ?? []} onRemove={onRemoveUnderstood} />
  )
  if (results.items.length === 0) {
    return (
      <View className='search-results'>
        {understood}
        <EmptyState text={t('search.empty', { term })} />
      </View>
    )
  }
  const total = results.last?.total ?? results.items.length
  return (
    <View className='search-results'>
      {understood}
      {filter !== null && <FilterChip name={filter} onClear={onClearFilter} />}
      <Text className='search-results__count'>
        {results.last?.totalCapped
          ? t('search.resultCountCapped', { count: total })
          : t('search.resultCount', { count: total })}
      </Text>
      {results.items.map((hit) => (
        <SearchHitCard key={hit.id} hit={hit} onOpen={() => onOpen(hit)} />
      ))}
      <LoadMore status={results.more} onLoadMore={results.loadMore} onRetry={results.retry} />
    </View>
  )
}

function SearchHitCard({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  const { t } = useTranslation()
  const { highlight } = hit
  const marked = <HighlightedText text={highlight.text} ranges={highlight.ranges} />
  const inTitle = highlight.text === hit.title
  // A query in Chinese found the Chinese title shown under the translation: marked there.
  const inTitleZh = !inTitle && highlight.field === 'title' && highlight.text === hit.titleZh
  return (
    <DishCard
      dish={hit}
      onClick={onOpen}
      title={inTitle ? marked : undefined}
      titleZh={inTitleZh ? marked : undefined}
    >
      {!inTitle && !inTitleZh && (
        <View className='search-hit__match'>
          <Text className='search-hit__field'>{t(`search.matchedBy.${highlight.field}`)}</Text>
          {marked}
        </View>
      )}
    </DishCard>
  )
}
