import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { RATING_MAX } from '@shared/records'
import './index.scss'

export const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1)

type Fill = 'full' | 'half' | 'empty'

/** Star `n`'s fill for a value rounded to the nearest half (an average of 4.3 reads 4½). */
function fillOf(star: number, value: number): Fill {
  const halves = Math.round(value * 2) / 2
  if (halves >= star) return 'full'
  return halves === star - 0.5 ? 'half' : 'empty'
}

/** "4.5": one decimal for averages, none for a whole rating. */
export function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

interface RatingStarsProps {
  /** 0–5; averages may have decimals. */
  value: number
  /** Shows the number beside the stars (dish cards, averages). */
  showValue?: boolean
  size?: 'small' | 'normal'
  className?: string
}

/**
 * The rating widget's read-only form: five stars with halves, drawn with views (a star-shaped
 * clip), so it looks the same on H5 and the mini-programs and reads as one label to a screen
 * reader.
 */
export function RatingStars({ value, showValue, size = 'normal', className }: RatingStarsProps) {
  const { t } = useTranslation()
  const shown = Math.max(0, Math.min(RATING_MAX, value))
  return (
    <View
      className={`rating rating--${size} ${className ?? ''}`}
      role='img'
      aria-label={t('rating.value', { value: formatRating(Math.round(shown * 10) / 10) })}
    >
      {STARS.map((star) => (
        <View key={star} className={`rating__star rating__star--${fillOf(star, shown)}`} />
      ))}
      {showValue && (
        <Text className='rating__number' aria-hidden>
          {formatRating(Math.round(shown * 10) / 10)}
        </Text>
      )}
    </View>
  )
}
