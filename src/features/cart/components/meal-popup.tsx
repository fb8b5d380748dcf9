import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { WEEK_DAYS, type Meal } from '@shared/records'
import DayChips from '@/components/day-chips'
import MealChips from '@/components/meal-chips'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'
import { mealAt } from '@/services/meals'
import { daysFrom, localToday } from '@/services/plan-days'
import './add-to-today.scss'

interface MealPopupProps {
  visible: boolean
  /** What is being added, already translated ("红烧肉 · 3 人份", "3 道菜 · 每道 2 人份"). */
  what: string
  busy: boolean
  /** `date` undefined: the kitchen's today (the server decides which day that is). */
  onConfirm: (meal: Meal, date: string | undefined) => void
  onClose: () => void
}

/**
 * "Add to the plan": which day of the coming week (today first) and which meal, then add. The
 * meal starts at the one of this hour.
 */
export default function MealPopup(props: MealPopupProps) {
  return props.visible ? <MealSheet {...props} /> : null
}

function MealSheet({ what, busy, onConfirm, onClose }: MealPopupProps) {
  const { t } = useTranslation()
  const [meal, setMeal] = useState<Meal>(() => mealAt(new Date()))
  const [today] = useState(() => localToday())
  const [date, setDate] = useState(today)
  return (
    <Popup visible onClose={onClose} title={t('cart.addTitle')} className='meal-popup'>
      <Text className='meal-popup__what'>{what}</Text>
      <DayChips
        className='meal-popup__days'
        days={daysFrom(today, WEEK_DAYS).map((day) => ({ date: day }))}
        today={today}
        value={date}
        onChange={setDate}
        label={t('week.pick')}
      />
      <MealChips value={meal} onChange={setMeal} />
      <View className='meal-popup__actions'>
        <PillButton
          size='large'
          className='meal-popup__confirm'
          text={busy ? t('cart.adding') : t('cart.addConfirm')}
          disabled={busy}
          onClick={() => onConfirm(meal, date === today ? undefined : date)}
        />
      </View>
    </Popup>
  )
}
