import { View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { useReachBottomLoad } from '@/components/load-more/use-reach-bottom-load'
import NavBar from '@/components/nav-bar'
import PullRefresh from '@/components/pull-refresh'
import CategoryShortcuts from '@/features/recipes/components/category-shortcuts'
import RecommendedFeed from '@/features/recipes/components/recommended-feed'
import { useCategories } from '@/features/recipes/hooks/use-categories'
import { useRecommendedFeed } from '@/features/recipes/hooks/use-recommended-feed'
import SearchEntry from '@/features/search/components/search-entry'
import TodayEatCard from '@/features/today-eat/components/today-eat-card'
import './index.scss'

export default function HomePage() {
  const { t } = useTranslation()
  const categories = useCategories()
  const feed = useRecommendedFeed()
  useReachBottomLoad(feed.loadMore)

  return (
    <View className='page home-page'>
      <NavBar title={t('titles.home')} />
      <PullRefresh onRefresh={() => Promise.all([categories.reload(), feed.reload()])}>
        <SearchEntry />
        <TodayEatCard />
        <CategoryShortcuts state={categories} />
        <RecommendedFeed feed={feed} />
      </PullRefresh>
    </View>
  )
}
