import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from '@/i18n/react'
import { WEEK_DAYS, type PlanWeek } from '@shared/records'
import DayChips from '@/components/day-chips'
import { dayPhrase } from '@/components/day-chips/day-name'
import { urlOf } from '@/routes'
import { daysFrom } from '@/services/plan-days'
import { countsOf } from '../hooks/use-week'

interface WeekStripProps {
  week: PlanWeek | null
  /** The phone's today, until the kitchen's arrives with the week. */
  fallbackToday: string
  value: string
  onChange: (date: string) => void
}

/**
 * The cart tab's head: the week as a strip of days, today first, each with the number of dishes
 * planned; past days that still hold dishes come after it, marked. Below it, the day shown and
 * the way to the shopping list.
 */
export default function WeekStrip({ week, fallbackToday, value, onChange }: WeekStripProps) {
  const { t } = useTranslation()
  const today = week?.today ?? fallbackToday
  const counts = countsOf(week)
  const days = [
    ...(week?.days.map((day) => day.date) ?? daysFrom(today, WEEK_DAYS)),
    ...(week?.past ?? []),
  ]
  if (!days.includes(value)) days.push(value)
  const past = value < today
  return (
    <View className='week-strip'>
      <DayChips
        days={days.map((date) => ({ date, count: counts.get(date) }))}
        today={today}
        value={value}
        onChange={onChange}
        label={t('week.strip')}
      />
      <View className='week-strip__foot'>
        <Text className={`week-strip__day${past ? ' week-strip__day--past' : ''}`}>
          {past
            ? t('week.pastHint', { day: value.slice(5).replace('-', '/') })
            : dayPhrase(t, value, today)}
        </Text>
        <View
          className='week-strip__shopping'
          role='button'
          onClick={() => void Taro.navigateTo({ url: urlOf('shopping') }).catch(() => undefined)}
        >
          <View className='week-strip__basket' />
          <Text className='week-strip__shopping-label'>{t('cart.shopping')}</Text>
        </View>
      </View>
    </View>
  )
}
