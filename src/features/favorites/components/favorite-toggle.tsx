import { Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import type { RouteName } from '@/routes'
import { useFavoriteToggle } from '../hooks/use-favorite-toggle'
import './favorite-toggle.scss'

interface FavoriteToggleProps {
  recipeId: number
  /** The caller's favourite of this dish (from the dish answer), or null. */
  favoriteId: number | null
  from: RouteName
  /** `labelled`: the heart over a word (the dish page's bar); `icon`: the heart alone. */
  variant?: 'labelled' | 'icon'
}

/** The heart that keeps a dish among the user's favourites. */
export default function FavoriteToggle({
  recipeId,
  favoriteId,
  from,
  variant = 'labelled',
}: FavoriteToggleProps) {
  const { t } = useTranslation()
  const { on, saving, toggle } = useFavoriteToggle(recipeId, favoriteId, from)
  return (
    <View
      className={`favorite-toggle favorite-toggle--${variant}${on ? ' favorite-toggle--on' : ''}`}
      role='button'
      aria-pressed={on}
      aria-busy={saving}
      aria-label={on ? t('favorites.remove') : t('favorites.add')}
      onClick={toggle}
    >
      <View className='favorite-toggle__heart' />
      {variant === 'labelled' && (
        <Text className='favorite-toggle__label'>
          {on ? t('favorites.saved') : t('favorites.save')}
        </Text>
      )}
    </View>
  )
}
