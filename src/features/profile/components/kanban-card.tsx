import type { Kanban } from '@shared/auth'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { urlOf, type RouteName } from '@/routes'

type Figure = 'favorites' | 'records' | 'cookedDaysThisMonth' | 'stockAlerts' | 'toBuy'

const FIGURES: { key: Figure; route: RouteName; query?: Record<string, string> }[] = [
  { key: 'favorites', route: 'favorites' },
  { key: 'records', route: 'orderList' },
  { key: 'cookedDaysThisMonth', route: 'orderList', query: { status: 'cooked' } },
  { key: 'stockAlerts', route: 'stock' },
  { key: 'toBuy', route: 'shopping' },
]

/** Five figures of the user's kitchen life; each opens the screen it counts. */
export default function KanbanCard({ kanban }: { kanban: Kanban | null }) {
  const { t } = useTranslation()
  return (
    <View className='kanban'>
      {FIGURES.map(({ key, route, query }) => (
        <View
          key={key}
          className={`kanban__item kanban__item--${key}`}
          role='button'
          onClick={() => void Taro.navigateTo({ url: urlOf(route, query) }).catch(() => undefined)}
        >
          <Text
            className={`kanban__value${key === 'stockAlerts' && kanban?.stockAlerts ? ' kanban__value--alert' : ''}`}
          >
            {kanban ? String(kanban[key]) : '–'}
          </Text>
          <Text className='kanban__label'>{t(`profile.kanban.${key}`)}</Text>
        </View>
      ))}
    </View>
  )
}
