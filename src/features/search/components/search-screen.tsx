import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import type { CategoryRef, SearchHit, SearchPage } from '@shared/recipes'
import ChipGroup from '@/components/chip-group'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { useReachBottomLoad } from '@/components/load-more/use-reach-bottom-load'
import NavBar from '@/components/nav-bar'
import { categoryName } from '@/i18n/category-name'
import { urlOf } from '@/routes'
import { searchDishes } from '../api/search-dishes'
import { useSearchHistoryStore } from '../store/search-history-store'
import SearchBar from './search-bar'
import SearchResults from './search-results'
import { withoutWord } from './understood-chips'
import SearchSuggestions from './search-suggestions'
import './search.scss'

export const SEARCH_PAGE_SIZE = 20
/** Typing rests this long before a search is sent. */
export const SEARCH_DEBOUNCE = 300

interface SearchScreenProps {
  /** `q` from the address. */
  initialQuery: string
  /** For the filter chips (the page passes the catalogue's categories). */
  categories: CategoryRef[]
}

/** Search: the field, history and hot searches, then highlighted results with a category filter. */
export default function SearchScreen({ initialQuery, categories }: SearchScreenProps) {
  const { t } = useTranslation()
  const remember = useSearchHistoryStore((s) => s.add)
  const [input, setInput] = useState(initialQuery)
  const [term, setTerm] = useState(initialQuery.trim())
  const [categoryId, setCategoryId] = useState<number | null>(null)

  // Typing searches once it has rested; the search key and the history and hot picks at once.
  useEffect(() => {
    const next = input.trim()
    if (next === term) return undefined
    const timer = setTimeout(() => setTerm(next), SEARCH_DEBOUNCE)
    return () => clearTimeout(timer)
  }, [input, term])

  const results = usePagedList<SearchHit, SearchPage>(
    (page) => searchDishes({ q: term, categoryId, page, pageSize: SEARCH_PAGE_SIZE }),
    `${term}\u0000${categoryId}`,
    term !== '',
  )
  useReachBottomLoad(results.loadMore)

  const searchNow = (value: string) => {
    const next = value.trim()
    setInput(value)
    setTerm(next)
    remember(next)
  }

  // A chip's words leave the query; with nothing left, the screen is back at its start.
  const dropWord = (word: string) => {
    const next = withoutWord(term, word)
    if (next === '') {
      setInput('')
      setTerm('')
    } else searchNow(next)
  }

  const filtered = categories.find((c) => c.id === categoryId)
  const filterName = filtered ? categoryName(filtered) : null

  const open = (hit: SearchHit) => {
    remember(term)
    void Taro.navigateTo({ url: urlOf('foodDetail', { id: hit.id }) })
  }

  return (
    <View className='page search-screen'>
      <NavBar title={t('titles.searchDish')} />
      <View className='search-screen__top'>
        <SearchBar
          value={input}
          onInput={setInput}
          onSubmit={() => searchNow(input)}
          autoFocus={initialQuery === ''}
        />
        {term !== '' && categories.length > 0 && (
          <View className='search-screen__filter'>
            <ChipGroup<number | null>
              chips={[
                { value: null, label: t('search.allCategories') },
                ...categories.map((c) => ({ value: c.id, label: categoryName(c) })),
              ]}
              value={categoryId}
              onChange={setCategoryId}
            />
          </View>
        )}
      </View>
      {term === '' ? (
        <SearchSuggestions onPick={searchNow} />
      ) : (
        <SearchResults
          term={term}
          results={results}
          onOpen={open}
          filter={filterName}
          onClearFilter={() => setCategoryId(null)}
          onRemoveUnderstood={(f) => dropWord(f.word)}
        />
      )}
    </View>
  )
}
