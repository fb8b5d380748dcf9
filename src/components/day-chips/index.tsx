import { ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { dayOfMonth } from '@/services/plan-days'
import { dayName } from './day-name'
import './index.scss'

export interface DayChip {
  date: string
  /** Planned dishes that day (a dot and the number when above 0). */
  count?: number
}

interface DayChipsProps {
  days: DayChip[]
  /** The kitchen's today: named "today" and "tomorrow"; days before it are marked past. */
  today: string
  value: string
  onChange: (date: string) => void
  /** Names the strip for assistive tech. */
  label: string
  className?: string
}

/**
 * Days of the plan as a row of tappable chips: weekday above the day of the month, today and
 * tomorrow by name, a dot with the number of dishes planned, past days marked. Scrolls sideways
 * inside itself when the days do not fit.
 */
export default function DayChips({
  days,
  today,
  value,
  onChange,
  label,
  className,
}: DayChipsProps) {
  const { t } = useTranslation()
  const nameOf = (date: string) => dayName(t, date, today)
  return (
    <ScrollView className={`day-chips ${className ?? ''}`} scrollX enhanced showScrollbar={false}>
      <View className='day-chips__row' role='radiogroup' aria-label={label}>
        {days.map(({ date, count = 0 }) => {
          const on = date === value
          const past = date < today
          return (
            <View
              key={date}
              className={`day-chip${on ? ' day-chip--on' : ''}${past ? ' day-chip--past' : ''}`}
              role='radio'
              aria-checked={on}
              aria-label={t(past ? 'week.pastDay' : 'week.day', {
                name: nameOf(date),
                day: dayOfMonth(date),
                count,
              })}
              data-date={date}
              onClick={() => !on && onChange(date)}
            >
              <View className='day-chip__face'>
                <Text className='day-chip__name'>{nameOf(date)}</Text>
                <Text className='day-chip__date'>{dayOfMonth(date)}</Text>
                <Text className={`day-chip__count${count > 0 ? '' : ' day-chip__count--none'}`}>
                  {count > 0 ? String(count) : ''}
                </Text>
              </View>
            </View>
          )
        })}
      </View>
    </ScrollView>
  )
}
