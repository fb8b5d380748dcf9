import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { RATING_MIN } from '@shared/records'
import { STARS } from './index'
import './input.scss'

/** What each rating says in words, by its number of stars. */
const WORDS = ['one', 'two', 'three', 'four', 'five'] as const

interface RatingInputProps {
  /** 0 while nothing is chosen. */
  value: number
  onChange: (value: number) => void
  disabled?: boolean
}

/** The editable form: tap a star to rate 1–5; each star is a 44 px target with its own label. */
export function RatingInput({ value, onChange, disabled }: RatingInputProps) {
  const { t } = useTranslation()
  return (
    <View className='rating-input' role='radiogroup' aria-label={t('rating.choose')}>
      {STARS.map((star) => (
        <View
          key={star}
          className='rating-input__target'
          role='radio'
          aria-checked={value === star}
          aria-label={t('rating.stars', { count: star })}
          aria-disabled={disabled}
          onClick={() => !disabled && star >= RATING_MIN && onChange(star)}
        >
          <View
            className={`rating__star rating__star--large rating__star--${star <= value ? 'full' : 'empty'}`}
          />
        </View>
      ))}
      <Text className='rating-input__words'>
        {WORDS[value - 1] ? t(`rating.words.${WORDS[value - 1]}`) : t('rating.none')}
      </Text>
    </View>
  )
}
