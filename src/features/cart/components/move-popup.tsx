import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { WEEK_DAYS, type CartItem, type Meal } from '@shared/records'
import DayChips from '@/components/day-chips'
import MealChips from '@/components/meal-chips'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'
import { daysFrom } from '@/services/plan-days'
import './add-to-today.scss'

interface MovePopupProps {
  line: CartItem | null
  /** The kitchen's today: the days offered are the week from it. */
  today: string
  onMove: (line: CartItem, to: { date: string; meal: Meal }) => void
  onClose: () => void
}

/** Moves a planned dish to another day of the week or another meal: two taps and "move". */
export default function MovePopup(props: MovePopupProps) {
  return props.line ? <MoveSheet {...props} line={props.line} /> : null
}

function MoveSheet({ line, today, onMove, onClose }: MovePopupProps & { line: CartItem }) {
  const { t } = useTranslation()
  const [date, setDate] = useState(line.date)
  const [meal, setMeal] = useState<Meal>(line.meal)
  const week = daysFrom(today, WEEK_DAYS)
  // A line of a past day may stay there (only its meal changed) or move into the week.
  const days = week.includes(line.date) ? week : [line.date, ...week]
  const same = date === line.date && meal === line.meal
  return (
    <Popup visible onClose={onClose} title={t('cart.moveTitle')} className='move-popup'>
      <Text className='meal-popup__what'>{line.recipe.title}</Text>
      <DayChips
        className='meal-popup__days'
        days={days.map((day) => ({ date: day }))}
        today={today}
        value={date}
        onChange={setDate}
        label={t('week.pick')}
      />
      <MealChips value={meal} onChange={setMeal} />
      <View className='meal-popup__actions'>
        <PillButton
          size='large'
          className='meal-popup__confirm move-popup__confirm'
          text={t('cart.moveConfirm')}
          disabled={same}
          onClick={() => onMove(line, { date, meal })}
        />
      </View>
    </Popup>
  )
}
