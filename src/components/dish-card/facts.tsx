import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import { RatingStars } from '@/components/rating'
import './facts.scss'

/**
 * Difficulty 1–5 as its word and five dots, the first `level` filled. Without the word the dots
 * beside "no ratings yet" read as a rating (issue [16]); they are drawn in the text's grey, not
 * the stars' amber, for the same reason.
 */
export function Difficulty({ level }: { level: number }) {
  const { t } = useTranslation()
  const filled = Math.max(0, Math.min(5, Math.round(level)))
  return (
    <View className='difficulty' aria-label={t('recipes.difficultyValue', { level: filled })}>
      <Text className='difficulty__label' aria-hidden>
        {t('recipes.difficulty')}
      </Text>
      {[1, 2, 3, 4, 5].map((dot) => (
        <View
          key={dot}
          className={`difficulty__dot${dot <= filled ? ' difficulty__dot--on' : ''}`}
        />
      ))}
    </View>
  )
}

/** "35 分钟", or "time not given". */
export function Minutes({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation()
  return (
    <Text className='fact fact--time'>
      {minutes ? t('recipes.minutes', { count: minutes }) : t('recipes.noTime')}
    </Text>
  )
}

/** The average as stars (halves) and its number, or "no ratings yet". */
export function Rating({ rating }: { rating: number }) {
  const { t } = useTranslation()
  if (!rating) return <Text className='fact fact--rating fact--muted'>{t('recipes.noRating')}</Text>
  return <RatingStars className='fact fact--rating' value={rating} size='small' showValue />
}
