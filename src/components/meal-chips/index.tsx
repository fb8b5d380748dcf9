import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { MEALS, type Meal } from '@shared/records'
import './index.scss'

interface MealChipsProps {
  value: Meal
  onChange: (meal: Meal) => void
}

/** Breakfast, lunch, dinner, snack: one choice, four equal 44 px segments. */
export default function MealChips({ value, onChange }: MealChipsProps) {
  const { t } = useTranslation()
  return (
    <View className='meal-chips' role='radiogroup' aria-label={t('records.meal')}>
      {MEALS.map((meal) => (
        <View
          key={meal}
          className={`meal-chips__chip meal-chips__chip--${meal}${meal === value ? ' meal-chips__chip--on' : ''}`}
          role='radio'
          aria-checked={meal === value}
          onClick={() => meal !== value && onChange(meal)}
        >
          <Text>{t(`records.meals.${meal}`)}</Text>
        </View>
      ))}
    </View>
  )
}
