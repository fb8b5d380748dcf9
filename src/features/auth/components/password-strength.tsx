import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { PasswordEstimate } from '../strength/use-password-strength'

interface PasswordStrengthProps {
  password: string
  /** undefined: being checked; null: the server could not say (no meter). */
  estimate: PasswordEstimate | null | undefined
}

const BARS = [1, 2, 3, 4]
const LEVELS = [
  'auth.strength.level0',
  'auth.strength.level1',
  'auth.strength.level2',
  'auth.strength.level3',
  'auth.strength.level4',
] as const

/** A four-bar meter under a new password, its level in words and, when refused, the reason. */
export default function PasswordStrength({ password, estimate }: PasswordStrengthProps) {
  const { t } = useTranslation()
  if (!password || estimate === null) return null
  if (!estimate) {
    return (
      <View className='password-strength password-strength--checking'>
        <Text className='password-strength__level'>{t('auth.strength.checking')}</Text>
      </View>
    )
  }
  const { score, problem } = estimate
  const tone = problem ? 'bad' : 'good'
  return (
    <View className={`password-strength password-strength--${tone}`}>
      <View className='password-strength__bars' aria-label={t('auth.strength.label')}>
        {BARS.map((bar) => (
          <View
            key={bar}
            className={`password-strength__bar${bar <= Math.max(1, score) ? ' is-on' : ''}`}
          />
        ))}
      </View>
      <Text className='password-strength__level'>
        {t('auth.strength.label')}: {t(LEVELS[Math.min(4, Math.max(0, score))])}
      </Text>
      {problem && (
        <Text className='password-strength__reason'>{t(`auth.strength.${problem}`)}</Text>
      )}
    </View>
  )
}
